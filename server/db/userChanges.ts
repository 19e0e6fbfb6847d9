// Environment: server
// Which users changed, heard from the embedded database as it commits (migration 0250: every move
// of a user's version is announced on the channel `user_changes`). Answers kept per session or
// per user (server/api/auth/sessionAnswerCache.ts, GET /membership) are trusted without a look at
// the database while nothing was heard of their user since they were read; otherwise, and
// whenever the feed is not listening, they are checked against the user's version as before. So a
// kept answer costs no round trip to PGlite's thread, and still no sign-out, password change or
// membership change is missed by the next request (docs/product.md#session-answers): one process
// owns a PGlite database (its folder is locked), and its thread hands the main thread a
// notification before the answer of the statement that committed it, so the change is heard
// before the writer's own code goes on, let alone the next request.
//
// PostgreSQL has no such feed: there other processes write too, and a notification reaches a
// listening connection some time after the writer's COMMIT has returned (a test of two servers
// on one database saw a membership change missed by the other's next request), so answers are
// checked against the version on every request.
//
// Whenever the feed stops listening (PGlite's thread restarted) everything kept before goes back
// to being checked against the version, and is trusted again only once read after it listens.
import type { Kysely } from 'kysely';

/** The channel migration 0250 announces on. */
export const USER_CHANGES_CHANNEL = 'user_changes';

/** Users whose last change is remembered; beyond it, everything read before the oldest is doubted. */
const REMEMBERED_USERS = 100_000;

export type UserChanges = {
  /** A mark to take before reading an answer to keep. */
  mark(): number;
  /**
   * Whether an answer about `userId` read after `mark` is still the database's, as far as the
   * feed heard: false while it is not listening, when it started listening again since, or when
   * a change of that user was heard since.
   */
  unchangedSince(userId: number, mark: number): boolean;
};

/** What a feed hears, kept as marks (the feed's own sequence of events). */
export class UserChangeLog implements UserChanges {
  #sequence = 0;
  #listening = false;
  /** Nothing read at a mark below this is trusted (a lost thread, listening anew, a forgotten user). */
  #floor = 1;
  readonly #lastChange = new Map<number, number>();

  mark(): number {
    return this.#sequence;
  }

  unchangedSince(userId: number, mark: number): boolean {
    return this.#listening && this.#floor <= mark && (this.#lastChange.get(userId) ?? 0) <= mark;
  }

  heard(userId: number): void {
    this.#sequence += 1;
    this.#lastChange.delete(userId);
    this.#lastChange.set(userId, this.#sequence);
    if (this.#lastChange.size > REMEMBERED_USERS) {
      const [oldest, at] = this.#lastChange.entries().next().value ?? [0, 0];
      this.#lastChange.delete(oldest);
      this.#floor = Math.max(this.#floor, at + 1);
    }
  }

  /** Listening (again): from now on every change is heard, what was read before is doubted. */
  listening(): void {
    this.#sequence += 1;
    this.#floor = this.#sequence;
    this.#listening = true;
  }

  /** Not listening: changes may be missed. */
  lost(): void {
    this.#sequence += 1;
    this.#listening = false;
    this.#floor = this.#sequence + 1;
    this.#lastChange.clear();
  }
}

type StartedFeed = { changes: UserChanges; close: () => Promise<void> };
const feeds = new WeakMap<object, { start: () => StartedFeed; started?: StartedFeed }>();

/**
 * The database's feed of changed users, started on first use; undefined for a database opened
 * without one (answers are then checked against the version every time).
 */
export function userChangesOf(db: Kysely<unknown> | object): UserChanges | undefined {
  const feed = feeds.get(db);
  if (!feed) return undefined;
  feed.started ??= feed.start();
  return feed.started.changes;
}

/** Makes `start` the way `db`'s feed begins (openDatabase.ts); the returned function stops it. */
export function provideUserChanges(db: object, start: () => StartedFeed): () => Promise<void> {
  const feed: { start: () => StartedFeed; started?: StartedFeed } = { start };
  feeds.set(db, feed);
  return async () => {
    feeds.delete(db);
    await feed.started?.close();
  };
}

/** PGlite's feed: its thread LISTENs, and again on every thread started after one dies. */
export function pgliteUserChanges(client: {
  listen: (
    channel: string,
    events: { heard: (payload: string) => void; lost: () => void; listening: () => void },
  ) => Promise<void>;
}): StartedFeed {
  const log = new UserChangeLog();
  client
    .listen(USER_CHANGES_CHANNEL, {
      heard: (payload) => log.heard(Number(payload)),
      lost: () => log.lost(),
      listening: () => log.listening(),
    })
    .catch(() => {}); // Not listening: answers are checked against the version.
  return { changes: log, close: async () => {} };
}
