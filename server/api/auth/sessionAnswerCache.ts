// Environment: server
// Every signed-in request resolves its session (GET /session with the user's profile, on every
// signed-in page render; every other API call for who is calling). The answer (the session and
// the user's profile with its counts) is kept per session token, stamped with the user's version
// (server/db/migrations/0090_user_versions.sql), and given again only while that version is
// unchanged and the session has not expired. The version is moved on by the database's own
// triggers on every change the answer depends on, whichever process made it. On PGlite each move
// is also announced (0250): while the database's feed of changed users listens
// (server/db/userChanges.ts) and heard nothing of the user since the answer was read, it is given
// without a query at all; otherwise (and always on PostgreSQL) after one primary-key read of the
// version. So nothing kept here can outlive a
// sign-out, a password change or a new segment by even one request
// (docs/product.md#session-answers).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/databaseSchema.js';
import { userChangesOf } from '../../db/userChanges.js';
import type { MeResponse } from '../schemas/usersSchemas.js';

/** Sessions kept per process; beyond it the oldest kept answer is dropped. */
const MAX_KEPT = 10_000;

export type SessionAnswer = {
  userId: number;
  expiresAt: Date;
  /** When the session was last seen (docs/product.md#active-sessions); written rarely. */
  lastSeenAt: Date | null;
  me: MeResponse;
};

/** An answer with the user's version read in the same query (the same snapshot). */
export type VersionedSessionAnswer = SessionAnswer & { version: number | null };

export type SessionAnswerCache = {
  /**
   * The answer for the session whose token hashes to `tokenHash`: the kept one when its user is
   * unchanged, else `load()`'s (kept for next time). Undefined when there is none. Its version is
   * the user's current one whenever it is not null.
   */
  answer: (
    tokenHash: string,
    now: Date,
    load: () => Promise<VersionedSessionAnswer | undefined>,
  ) => Promise<VersionedSessionAnswer | undefined>;
};

type Kept = VersionedSessionAnswer & {
  version: number;
  /** The feed's mark taken before the answer (or its version) was last read. */
  mark: number;
};

export function createSessionAnswerCache(db: Kysely<Database>): SessionAnswerCache {
  const kept = new Map<string, Kept>();
  const versionOf = async (userId: number) =>
    (await db.selectFrom('user_versions').select('version').where('user_id', '=', userId).executeTakeFirst())?.version;

  return {
    answer: async (tokenHash, now, load) => {
      const changes = userChangesOf(db);
      const known = kept.get(tokenHash);
      if (known && known.expiresAt > now) {
        if (changes?.unchangedSince(known.userId, known.mark)) return known;
        const mark = changes?.mark() ?? 0;
        const version = await versionOf(known.userId);
        if (version === known.version) {
          known.mark = mark;
          return known;
        }
      }
      kept.delete(tokenHash);
      const mark = changes?.mark() ?? 0;
      const loaded = await load();
      if (!loaded) return undefined;
      const { version } = loaded;
      if (version !== null) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? '');
        const keeping: Kept = { ...loaded, version, mark };
        kept.set(tokenHash, keeping);
        return keeping;
      }
      return loaded;
    },
  };
}

const perDatabase = new WeakMap<Kysely<Database>, SessionAnswerCache>();

/** The answers kept for `db`, shared by GET /session and every other request's session. */
export function sessionAnswersOf(db: Kysely<Database>): SessionAnswerCache {
  let answers = perDatabase.get(db);
  if (!answers) {
    answers = createSessionAnswerCache(db);
    perDatabase.set(db, answers);
  }
  return answers;
}
