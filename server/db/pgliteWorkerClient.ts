// Environment: server
// The main thread's side of the embedded database's worker (server/db/pgliteWorker.mjs, issues 12
// and 14): each statement is posted to the worker and its rows come back by message, so while
// PGlite computes, this thread goes on rendering pages and answering other requests. Statements
// are answered in the order they are sent; the Kysely dialect (pgliteDialect.ts) still hands the
// database to one user at a time, so a transaction's statements are never interleaved.
import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError } from './databaseUnavailable.js';

export type Statement = { sql: string; parameters?: unknown[] };

export type WorkerRequest =
  | { id: number; kind: 'run'; statement: Statement }
  | { id: number; kind: 'transaction'; statements: Statement[] }
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'close' };

type DescribedError = { name: string; message: string; fields: Record<string, unknown> };

type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: DescribedError }
  | { kind: 'answer'; id: number; result: StatementResult }
  | { kind: 'error'; id: number; error: DescribedError }
  | { kind: 'notification'; channel: string; payload: string };

export type StatementResult = { rows: unknown[]; affectedRows?: number };

export type PgliteWorkerOptions = {
  /** A folder, or memory:// */
  dataDir: string;
  /** Type OIDs whose text is read as a number (bigint, numeric). */
  numberTypes: number[];
  /** Type OIDs whose text is kept as it is (date). */
  textTypes: number[];
  /** PostgreSQL's shared_buffers in MB; undefined: its default (128 MB). */
  sharedBuffersMb?: number;
  /** A database folder's tarball to start from when dataDir holds none (pgliteTemplate.ts). */
  template?: string;
};

/** The worker's error as an Error again, with PostgreSQL's fields (code, detail…) on it. */
function errorFrom({ name, message, fields }: DescribedError): Error {
  const error = new Error(message);
  Object.assign(error, fields);
  error.name = name;
  return error;
}

type Pending = { resolve: (result: StatementResult) => void; reject: (error: Error) => void };

export class PgliteWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing = false;
  #crashListeners: ((reason: Error) => void)[] = [];
  readonly #channelListeners = new Map<string, (payload: string) => void>();
  /** Whether this thread created its folder from a template (its reading held on to memory). */
  readonly unpackedTemplate: boolean;

  private constructor(worker: Worker, unpackedTemplate: boolean) {
    this.#worker = worker;
    this.unpackedTemplate = unpackedTemplate;
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    // A thread that ends without being closed has crashed (out of memory, a fault in PGlite's
    // WebAssembly): what was in flight, and whatever follows, fails as "database unavailable",
    // which the API answers 503 and restartingPglite.ts answers with a new thread.
    worker.on('error', (error) => this.#crashed(error));
    worker.on('exit', (code) => this.#crashed(new Error(`exit code ${code}`)));
  }

  /** Starts a worker and resolves once its PGlite is open (or rejects with PGlite's error). */
  static async start(options: PgliteWorkerOptions): Promise<PgliteWorker> {
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: options,
    });
    let onMessage = (_message: WorkerMessage) => {};
    let onExit = (_code: number) => {};
    let onError = (_error: Error) => {};
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (message) => {
          if (message.kind === 'ready') resolve();
          if (message.kind === 'failed') reject(errorFrom(message.error));
        };
        onExit = (code) => {
          reject(new Error(`The embedded database's worker exited with ${code} while opening.`));
        };
        onError = reject;
        worker.on('message', onMessage).on('exit', onExit).on('error', onError);
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      // Only these: the Worker's own listeners are what deliver its messages.
      worker.off('message', onMessage).off('exit', onExit).off('error', onError);
    }
    // Like PGlite on the main thread, an idle database does not keep the process alive; a
    // statement in flight does (see #send).
    worker.unref();
    return new PgliteWorker(worker, options.template !== undefined);
  }

  get closed(): boolean {
    return this.#stopped !== undefined;
  }

  /** `listener` hears of the thread ending without being closed (once). */
  onCrash(listener: (reason: Error) => void): void {
    this.#crashListeners.push(listener);
  }

  /** Ends the thread at once, without closing PGlite: what a crash does (for tests of one). */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  /** One statement: with parameters (possibly none, `[]`) a single query, without them a script. */
  async query<R>(sql: string, parameters?: readonly unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    const result = await this.#send({
      kind: 'run',
      statement: { sql, parameters: [...(parameters ?? [])] },
    });
    // The worker hands back PGlite's rows untouched; their type is the caller's query's.
    return result as { rows: R[]; affectedRows?: number };
  }

  /** Runs a script of statements (the simple protocol, as migrations need). */
  async exec(sql: string): Promise<void> {
    await this.#send({ kind: 'run', statement: { sql } });
  }

  /** Runs the statements in one transaction, rolled back if any fails. */
  async transaction(statements: Statement[]): Promise<void> {
    await this.#send({ kind: 'transaction', statements });
  }

  /**
   * LISTENs on `channel`: `listener` hears each NOTIFY's payload, before the answer of the
   * statement that committed it (server/db/userChanges.ts relies on it). One listener a channel.
   */
  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    this.#channelListeners.set(channel, listener);
    await this.#send({ kind: 'listen', channel });
  }

  /** Closes PGlite (flushing a folder's data) and ends the worker. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#closing = true;
    await this.#send({ kind: 'close' });
    this.#stop(new Error('The embedded database is closed.'));
    await this.#worker.terminate();
  }

  #send(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<StatementResult> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  #receive(message: WorkerMessage): void {
    if (message.kind === 'notification') {
      this.#channelListeners.get(message.channel)?.(message.payload);
      return;
    }
    if (message.kind !== 'answer' && message.kind !== 'error') return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.kind === 'answer') pending.resolve(message.result);
    else pending.reject(errorFrom(message.error));
  }

  #crashed(cause: Error): void {
    if (this.#closing || this.#stopped) return;
    const reason = new DatabaseUnavailableError(`The embedded database's thread stopped (${cause.message}).`, {
      cause,
    });
    this.#stop(reason);
    for (const listener of this.#crashListeners) listener(reason);
    this.#crashListeners = [];
  }

  /** The worker is gone (closed, crashed): what was in flight fails, and so does what follows. */
  #stop(reason: Error): void {
    this.#stopped ??= reason;
    for (const { reject } of this.#pending.values()) reject(reason);
    this.#pending.clear();
    this.#worker.unref();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
