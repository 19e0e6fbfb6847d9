// Environment: server
// The embedded database as the rest of the server sees it: PGlite's worker thread
// (pgliteWorkerClient.ts), started again when it dies. A thread can end under us (out of memory, a
// fault in PGlite's WebAssembly); before, every query from then on failed and the server answered
// 500 until someone restarted it. Now the crash counts as an outage, like a PostgreSQL restart:
// queries fail at once as "database unavailable" (the API answers 503 with Retry-After, /readyz
// 503) while a new thread opens the same folder (its lock stays with this process), tried again
// after 1 s, 2 s… up to 30 s if opening fails; then everything goes on. A transaction begun on the
// old thread never continues on the new one (see `pinned`). In memory (tests), the data went with
// the thread: the new one starts from the migrations, empty.
import { DatabaseUnavailableError } from './databaseUnavailable.js';
import type { DatabaseOutages } from './databaseOutages.js';
import type { PgliteBackend } from './pgliteDialect.js';
import type { PgliteWorker, Statement } from './pgliteWorkerClient.js';

export type RestartingPgliteOptions = {
  /** Starts a new thread on the same database. */
  start: () => Promise<PgliteWorker>;
  /** Makes a new thread's database ready before anyone else uses it (migrations, in memory). */
  prepare?: (worker: PgliteWorker) => Promise<void>;
  outages: DatabaseOutages;
  /** Log lines of each failed try to start again. */
  log?: (line: string) => void;
  firstRetryMs?: number;
  maxRetryMs?: number;
};

/** What a listener on a channel hears (userChanges.ts). */
export type ChannelEvents = {
  heard: (payload: string) => void;
  /** The thread died: notifications may be missed until `listening` is heard again. */
  lost: () => void;
  /** LISTEN is in place (again, on a new thread): from now on every notification is heard. */
  listening: () => void;
};

export class RestartingPglite implements PgliteBackend {
  #current: PgliteWorker | undefined;
  #channel: { name: string; events: ChannelEvents } | undefined;
  #closed = false;
  #restarts = 0;
  readonly #options: RestartingPgliteOptions;

  constructor(first: PgliteWorker, options: RestartingPgliteOptions) {
    this.#options = options;
    this.#use(first);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** How many times the thread was started again. */
  get restarts(): number {
    return this.#restarts;
  }

  /** The thread answering now, for a transaction to keep to its end (pgliteDialect.ts). */
  pinned(): PgliteBackend {
    return this.#live();
  }

  async query<R>(sql: string, parameters: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.#live().query<R>(sql, parameters);
  }

  async exec(sql: string): Promise<void> {
    await this.#live().exec(sql);
  }

  async transaction(statements: Statement[]): Promise<void> {
    await this.#live().transaction(statements);
  }

  /** LISTENs on `channel`, on this thread and on every one started after it dies (one channel). */
  async listen(channel: string, events: ChannelEvents): Promise<void> {
    this.#channel = { name: channel, events };
    await this.#live().listen(channel, events.heard);
    events.listening();
  }

  /** Ends the current thread as a crash would (tests of recovery). */
  async crashThread(): Promise<void> {
    await this.#current?.terminate();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const current = this.#current;
    this.#current = undefined;
    await current?.close();
  }

  #live(): PgliteWorker {
    if (this.#current) return this.#current;
    throw new DatabaseUnavailableError(
      this.#closed ? 'The embedded database is closed.' : 'The embedded database is restarting.',
    );
  }

  #use(worker: PgliteWorker): void {
    this.#current = worker;
    worker.onCrash((reason) => {
      if (this.#current !== worker) return;
      this.#current = undefined;
      this.#channel?.events.lost();
      this.#options.outages.lost(reason);
      void this.#restart();
    });
  }

  async #restart(): Promise<void> {
    const { start, prepare, log = console.error } = this.#options;
    const maxRetryMs = this.#options.maxRetryMs ?? 30_000;
    let waitMs = this.#options.firstRetryMs ?? 1_000;
    while (!this.#closed) {
      let worker: PgliteWorker | undefined;
      try {
        worker = await start();
        await prepare?.(worker);
      } catch (error) {
        await worker?.close().catch(() => {});
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            level: 'error',
            operation: 'database',
            message: 'the embedded database did not start again',
            error: error instanceof Error ? error.message : String(error),
            retry_in_ms: waitMs,
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        waitMs = Math.min(waitMs * 2, maxRetryMs);
        continue;
      }
      if (this.#closed) {
        await worker.close();
        return;
      }
      this.#restarts += 1;
      this.#use(worker);
      const channel = this.#channel;
      if (channel) {
        worker.listen(channel.name, channel.events.heard).then(
          () => channel.events.listening(),
          () => {}, // The new thread died too: its restart listens again.
        );
      }
      return;
    }
  }
}
