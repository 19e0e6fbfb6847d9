// Environment: server
// The query builder every process uses, on either engine, with one addition: work that failed
// because its connection was lost (a PostgreSQL restart, a connection the server dropped while
// the pool kept it, PGlite's worker gone) is done again once on a fresh connection, when doing it
// again cannot apply anything twice:
// - a read (a SELECT) outside a transaction;
// - a whole transaction that never sent its COMMIT: the server rolled it back when the connection
//   went, so its callback runs again from BEGIN.
// Never retried: a write outside a transaction, or a transaction whose COMMIT was sent (either may
// have been applied, the answer lost), and a failure to connect at all (the database is down: the
// caller answers 503 at once rather than waiting twice). Every loss and the next answer are
// reported to `outages` (databaseOutages.ts).
import {
  DefaultQueryExecutor,
  Kysely,
  RawNode,
  SelectQueryNode,
  type CompiledQuery,
  type ConnectionProvider,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { DatabaseOutages } from './databaseOutages.js';
import { isDatabaseUnavailable } from './databaseUnavailable.js';

/** A SELECT that writes nothing: built as one with no WITH clause, or raw SQL starting SELECT. */
function isRead(query: CompiledQuery): boolean {
  const node = query.query;
  if (SelectQueryNode.is(node)) return node.with === undefined;
  return RawNode.is(node) && /^\s*select\b/i.test(query.sql);
}

/** One use of a connection, from acquiring it to giving it back, and what was sent on it. */
class ConnectionUse implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  inTransaction = false;
  commitSent = false;
  wroteOutsideTransaction = false;

  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }

  /** Whether running the same work again on another connection cannot apply anything twice. */
  get safeToRepeat(): boolean {
    return this.inTransaction ? !this.commitSent : !this.wroteOutsideTransaction;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.#note(query);
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.#note(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  #note(query: CompiledQuery): void {
    if (!this.inTransaction && !isRead(query)) this.wroteOutsideTransaction = true;
  }
}

function use(connection: DatabaseConnection): ConnectionUse {
  if (!(connection instanceof ConnectionUse)) throw new Error('Not a connection of this database.');
  return connection;
}

/** The dialect's driver, noting on each connection use whether a transaction began and committed. */
/** What a savepoint command takes: the connection, the savepoint's name and the compiler. */
type SavepointCommand = [connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']];

class NotingDriver implements Driver {
  readonly #inner: Driver;
  #initialized: Promise<void> | undefined;

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    this.#initialized ??= this.#inner.init().catch((error: unknown) => {
      this.#initialized = undefined;
      throw error;
    });
    return this.#initialized;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.init();
    return new ConnectionUse(await this.#inner.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const current = use(connection);
    current.inTransaction = true;
    await this.#inner.beginTransaction(current.inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const current = use(connection);
    current.commitSent = true;
    await this.#inner.commitTransaction(current.inner);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.#inner.rollbackTransaction(use(connection).inner);
  }

  savepoint(...command: SavepointCommand) {
    return this.#forwardSavepoint('savepoint', ...command);
  }

  rollbackToSavepoint(...command: SavepointCommand) {
    return this.#forwardSavepoint('rollbackToSavepoint', ...command);
  }

  releaseSavepoint(...command: SavepointCommand) {
    return this.#forwardSavepoint('releaseSavepoint', ...command);
  }

  /** The three savepoint commands go alike to the inner driver, on the connection it lent. */
  async #forwardSavepoint(
    method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint',
    ...[connection, name, compileQuery]: SavepointCommand
  ): Promise<void> {
    const forward = this.#inner[method];
    if (!forward) throw new Error('Savepoints are not supported here.');
    await forward.call(this.#inner, use(connection).inner, name, compileQuery);
  }

  async releaseConnection(connection: DatabaseConnection) {
    await this.#inner.releaseConnection(use(connection).inner);
  }

  async destroy() {
    await this.#inner.destroy();
  }
}

/**
 * Hands out connections as Kysely's own provider does; runs the consumer (one query, or a whole
 * transaction) once more on a fresh connection when the first lost its connection and nothing of
 * it can have been applied.
 */
class RetryingConnectionProvider implements ConnectionProvider {
  readonly #driver: NotingDriver;
  readonly #outages: DatabaseOutages;

  constructor(driver: NotingDriver, outages: DatabaseOutages) {
    this.#driver = driver;
    this.#outages = outages;
  }

  async provideConnection<T>(consumer: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    let first: ConnectionUse | undefined;
    try {
      return await this.#provideOnce(consumer, (connection) => {
        first = connection;
      });
    } catch (error) {
      if (!first?.safeToRepeat || !isDatabaseUnavailable(error)) throw error;
      return this.#provideOnce(consumer);
    }
  }

  async #provideOnce<T>(
    consumer: (connection: DatabaseConnection) => Promise<T>,
    acquired?: (connection: ConnectionUse) => void,
  ): Promise<T> {
    let connection: ConnectionUse;
    try {
      connection = use(await this.#driver.acquireConnection());
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.#outages.lost(error);
      throw error;
    }
    acquired?.(connection);
    try {
      const result = await consumer(connection);
      this.#outages.answered();
      return result;
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.#outages.lost(error);
      // Any other error is an answer from a database that is there.
      else this.#outages.answered();
      throw error;
    } finally {
      await this.#driver.releaseConnection(connection);
    }
  }
}

export function createRetryingKysely<Database>(dialect: Dialect, outages: DatabaseOutages): Kysely<Database> {
  const driver = new NotingDriver(dialect.createDriver());
  const executor = new DefaultQueryExecutor(
    dialect.createQueryCompiler(),
    dialect.createAdapter(),
    new RetryingConnectionProvider(driver, outages),
  );
  return new Kysely<Database>({ config: { dialect }, dialect, driver, executor });
}
