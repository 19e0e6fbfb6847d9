// Environment: server
// Which users changed, heard from the database as it commits (migration 0250: every move of a
// user's version is announced on the channel `user_changes`). Answers kept per user or per
// session (server/api/auth/sessionAnswerCache.ts, GET /membership) are trusted without a look at
// the database while nothing was heard of their user since they were read; otherwise, and
// whenever the feed is not listening, they are checked against the user's version as before. So
// a kept answer costs no round trip, and still no sign-out, password change or membership change
// is missed by the next request (docs/product.md#session-answers):
// - PGlite: one process owns the database (its folder is locked), and its thread hands the main
//   thread a notification before the answer of the statement that committed it, so the change is
//   heard before the writer's own code goes on.
// - PostgreSQL: a connection of its own LISTENs, and comes back after a loss. PostgreSQL signals
//   the listeners before it tells the writer its COMMIT is done; and after this process's own
//   writes, a kept answer waits for a round trip on the listening connection, which comes back
//   only after the notifications committed before it.
// Whenever the feed stops listening (a lost connection, PGlite's thread restarted) everything kept
// before goes back to being checked against the version, and is trusted again only once read
// after the feed listens again.
import type { Kysely } from 'kysely';
import type pg from 'pg';

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
  /** Resolves once this process's own writes so far have been heard; undefined when none pend. */
  readonly settling: Promise<void> | undefined;
};

/** What a feed hears, kept as marks (the feed's own sequence of events). */
export class UserChangeLog implements UserChanges {
  #sequence = 0;
  #listening = false;
  /** Nothing read at a mark below this is trusted (a loss, a new connection, a forgotten user). */
  #floor = 1;
  readonly #lastChange = new Map<number, number>();
  settling: Promise<void> | undefined;

  get isListening(): boolean {
    return this.#listening;
  }

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

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * PostgreSQL's feed: a connection of its own that LISTENs, connected again after a loss (answers
 * are checked against the version meanwhile). `written` is to be called as soon as a write of
 * this process has committed, before its caller goes on.
 */
export function postgresUserChanges(
  connect: () => pg.Client,
): StartedFeed & { written: () => void } {
  const log = new UserChangeLog();
  let current: pg.Client | undefined;
  let closed = false;
  let again = false;
  let settlingNow = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let waitMs = FIRST_RETRY_MS;

  const open = async () => {
    retry = undefined;
    if (closed) return;
    const client = connect();
    let gone = false;
    const lose = () => {
      if (gone) return;
      gone = true;
      if (current === client) {
        current = undefined;
        log.lost();
      }
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void open(), waitMs);
      waitMs = Math.min(waitMs * 2, MAX_RETRY_MS);
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel === USER_CHANGES_CHANNEL) log.heard(Number(message.payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${USER_CHANGES_CHANNEL}`);
    } catch {
      lose();
      return;
    }
    if (gone) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    waitMs = FIRST_RETRY_MS;
    current = client;
    log.listening();
  };
  void open();

  // After a write of this process: kept answers wait for a round trip on the listening
  // connection, whose answer comes after the notifications of every commit made before it.
  const settle = async () => {
    try {
      do {
        again = false;
        const client = current;
        if (!client) return;
        await client.query('SELECT 1');
      } while (again);
    } finally {
      settlingNow = false;
    }
  };
  const written = () => {
    if (!current) return;
    if (settlingNow) {
      again = true;
      return;
    }
    settlingNow = true;
    const settling = settle()
      .catch(() => {}) // The connection was lost: the log is not listening any more.
      .finally(() => {
        if (log.settling === settling) log.settling = undefined;
      });
    log.settling = settling;
  };

  return {
    changes: log,
    written,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      log.lost();
      await client?.end().catch(() => {});
    },
  };
}
