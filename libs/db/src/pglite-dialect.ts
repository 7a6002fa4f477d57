import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { SerialLock } from './serial-lock.js';

/**
 * Kysely dialect over one embedded PGlite instance. A connection is the whole database, held
 * under `lock` from acquire to release, so a transaction never interleaves with other statements
 * (including pg-boss's, which take the same lock).
 */
export class PgliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly lock: SerialLock,
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite, this.lock);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;
  readonly #releases = new Map<DatabaseConnection, () => void>();

  constructor(
    private readonly pglite: PGlite,
    private readonly lock: SerialLock,
  ) {
    this.#connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) {
      await this.pglite.close();
    }
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected === undefined ? {} : { numAffectedRows: BigInt(affected) }),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database.');
  }
}
