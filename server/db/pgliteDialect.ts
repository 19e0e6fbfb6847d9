// Environment: server
// A Kysely dialect over PGlite (docs/architecture.md#the-parts): the embedded default speaks the
// same PostgreSQL dialect as the server, so queries and migrations are shared. PGlite is a single
// backend (in its own worker thread, pgliteWorkerClient.ts): statements outside transactions are
// sent to it as they come and answered in order, while a transaction owns it until it commits or
// rolls back, other statements waiting their turn (TransactionGate).
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** What the dialect needs of PGlite: met by PGlite itself and by its worker (PgliteWorker). */
export type PgliteBackend = {
  query<R>(sql: string, parameters: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
  readonly closed: boolean;
  /**
   * The very backend answering now, when this one may be replaced (restartingPglite.ts): a
   * transaction sends all its statements there, so none of them lands, outside any transaction,
   * on a new thread after the one that ran its BEGIN died.
   */
  pinned?(): PgliteBackend;
};

/** A FIFO mutex: `acquire` resolves with the function that releases it. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

/**
 * Who may send statements to the backend. Outside transactions, anyone, at once: PGlite answers
 * them in the order they were sent, and keeping its worker fed (instead of one statement per round
 * trip between the threads) is what lets it keep up under load (docs/performance.md#under-load). A
 * transaction owns the backend from BEGIN to COMMIT or ROLLBACK: other statements wait for its
 * end, other transactions for their turn.
 */
class TransactionGate {
  readonly #turns = new Mutex();
  #owner: PgliteConnection | undefined;
  #ended: Promise<void> = Promise.resolve();
  #end: () => void = () => {};

  async enter(owner: PgliteConnection): Promise<void> {
    const release = await this.#turns.acquire();
    this.#owner = owner;
    this.#ended = new Promise((resolve) => {
      this.#end = () => {
        this.#owner = undefined;
        resolve();
        release();
      };
    });
  }

  leave(owner: PgliteConnection): void {
    if (this.#owner === owner) this.#end();
  }

  /** Whether another connection's transaction is open: `connection` must wait for `ended`. */
  blocks(connection: PgliteConnection): boolean {
    return this.#owner !== undefined && this.#owner !== connection;
  }

  get ended(): Promise<void> {
    return this.#ended;
  }
}

class PgliteConnection implements DatabaseConnection {
  readonly #client: PgliteBackend;
  readonly #gate: TransactionGate;
  #pinned: PgliteBackend | undefined;

  constructor(client: PgliteBackend, gate: TransactionGate) {
    this.#client = client;
    this.#gate = gate;
  }

  /** From BEGIN to its end, statements go to the backend that ran BEGIN. */
  pin(): void {
    this.#pinned = this.#client.pinned?.() ?? this.#client;
  }

  unpin(): void {
    this.#pinned = undefined;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    while (this.#gate.blocks(this)) await this.#gate.ended;
    // Sent in the same step as the check above: no transaction can begin in between.
    const result = await (this.#pinned ?? this.#client).query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = compiledQuery.query.kind;
    const mutates =
      command === 'InsertQueryNode' ||
      command === 'UpdateQueryNode' ||
      command === 'DeleteQueryNode' ||
      command === 'MergeQueryNode';
    return mutates && result.affectedRows !== undefined
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  // PGlite has no server-side cursors: streaming is unsupported.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite.');
  }
}

class PgliteDriver implements Driver {
  readonly #client: PgliteBackend;
  readonly #gate = new TransactionGate();

  constructor(client: PgliteBackend) {
    this.#client = client;
  }

  // The backend is open before the dialect is made (openDatabase.ts).
  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgliteConnection(this.#client, this.#gate);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const owner = this.#own(connection);
    await this.#gate.enter(owner);
    try {
      owner.pin();
      await owner.executeQuery(CompiledQuery.raw('begin'));
    } catch (error) {
      owner.unpin();
      this.#gate.leave(owner);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#endTransaction(connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#endTransaction(connection, 'rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A connection given back mid-transaction (kysely does not, but a caller could) frees the gate.
    const owner = this.#own(connection);
    owner.unpin();
    this.#gate.leave(owner);
  }

  async destroy(): Promise<void> {
    if (!this.#client.closed) await this.#client.close();
  }

  /** The transaction ends, and gives the database back, even when COMMIT or ROLLBACK fails. */
  async #endTransaction(connection: DatabaseConnection, command: 'commit' | 'rollback') {
    const owner = this.#own(connection);
    try {
      await owner.executeQuery(CompiledQuery.raw(command));
    } finally {
      owner.unpin();
      this.#gate.leave(owner);
    }
  }

  #own(connection: DatabaseConnection): PgliteConnection {
    if (!(connection instanceof PgliteConnection)) {
      throw new Error('Not a connection of this PGlite database.');
    }
    return connection;
  }
}

export class PgliteDialect implements Dialect {
  readonly #client: PgliteBackend;

  constructor(client: PgliteBackend) {
    this.#client = client;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.#client);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
