// Environment: server
// GET /session runs on every signed-in page render. Its answer (the session and the user's
// profile with two counts) is kept per session token, stamped with the user's version
// (server/db/migrations/0090_user_versions.sql), and given again only while that version is
// unchanged and the session has not expired: one primary-key read instead of a join with two
// counts. The version is moved on by the database's own triggers on every change the answer
// depends on, whichever process made it, so nothing kept here can outlive a sign-out, a password
// change or a new segment by even one request (docs/product.md#session-answers).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/databaseSchema.js';
import type { MeResponse } from '../schemas/usersSchemas.js';

/** Sessions kept per process; beyond it the oldest kept answer is dropped. */
const MAX_KEPT = 10_000;

export type SessionAnswer = { userId: number; expiresAt: Date; me: MeResponse };

/** An answer with the user's version read in the same query (the same snapshot). */
export type VersionedSessionAnswer = SessionAnswer & { version: number | null };

export type SessionAnswerCache = {
  /**
   * The answer for the session whose token hashes to `tokenHash`: the kept one when its user's
   * version is unchanged, else `load()`'s (kept for next time). Undefined when there is none.
   */
  answer: (
    tokenHash: string,
    now: Date,
    load: () => Promise<VersionedSessionAnswer | undefined>,
  ) => Promise<SessionAnswer | undefined>;
};

export function createSessionAnswerCache(db: Kysely<Database>): SessionAnswerCache {
  const kept = new Map<string, VersionedSessionAnswer & { version: number }>();
  const versionOf = async (userId: number) =>
    (
      await db
        .selectFrom('user_versions')
        .select('version')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.version;

  return {
    answer: async (tokenHash, now, load) => {
      const known = kept.get(tokenHash);
      if (known && known.expiresAt > now) {
        const version = await versionOf(known.userId);
        if (version === known.version) return known;
      }
      kept.delete(tokenHash);
      const loaded = await load();
      if (!loaded) return undefined;
      const { version } = loaded;
      if (version !== null) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? '');
        kept.set(tokenHash, { ...loaded, version });
      }
      return loaded;
    },
  };
}
