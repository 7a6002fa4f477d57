import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDatabaseFolder } from './data-folder-lock.js';
import { EmbeddedDatabaseDamagedError } from './embedded-database-damaged.js';
import type { Database } from './database.js';
import { StorableTextPlugin } from './storable-text-plugin.js';
import { PgliteDialect } from './pglite-dialect.js';
import { SerialLock } from './serial-lock.js';

export type DatabaseDriver = 'pglite' | 'postgres';

/** Where the data lives: a Postgres server, or an embedded PGlite folder (or memory). */
export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** How long opening a connection may take before it fails. Default CONNECT_TIMEOUT_MS. */
      connectTimeoutMs?: number;
    }
  | {
      driver: 'pglite';
      /** A folder, or `memory` for a throw-away database. */
      dataDir: string;
      /** Postgres' page cache inside PGlite, in MiB. Default EMBEDDED_SHARED_BUFFERS_MB. */
      sharedBuffersMb?: number;
      /**
       * A data folder as PGlite's `dumpDataDir` wrote it, started instead of a new one. Tests
       * start from a migrated copy: ≈ 1.3 s, where a new one runs initdb for 3–5 s.
       */
      initialData?: Blob;
    };

/** Result rows of a raw statement, in the shape pg-boss and other raw-SQL clients expect. */
export interface RawResult {
  rows: Record<string, unknown>[];
}

/** One open database, whichever driver is behind it. */
export interface AppDatabase {
  readonly db: Kysely<Database>;
  readonly driver: DatabaseDriver;
  /** Runs raw SQL (several statements allowed when there are no parameters). */
  executeSql(text: string, values?: unknown[]): Promise<RawResult>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens the database described by `options`; the caller must `close()` it. */
export async function createDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  return options.driver === 'postgres'
    ? createPostgresDatabase(
        options.url,
        options.poolSize ?? 10,
        options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      )
    : createPgliteDatabase(
        options.dataDir,
        options.sharedBuffersMb ?? EMBEDDED_SHARED_BUFFERS_MB,
        options.initialData,
      );
}

/**
 * Postgres' page cache in the embedded database, in MiB. PGlite keeps Postgres' 128 MiB default
 * and sets it up at start: ≈ 110 MiB more resident memory than 32 MiB, idle and during jobs.
 * At 32 MiB a job of 100 000 lines cost ≈ 2 % more CPU than at 128, within the noise (at 16,
 * ≈ 6 %): the pages left out are read from the system's file cache (docs/reliability.md, ADR
 * 0094).
 */
export const EMBEDDED_SHARED_BUFFERS_MB = 32;

/**
 * The longest a new Postgres connection may take. Without a limit, a server that drops packets
 * (a firewall, a host that went away) held the start-up silent for minutes, and every health
 * check with it, instead of failing and saying why.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

function createPostgresDatabase(
  url: string,
  poolSize: number,
  connectTimeoutMs: number,
): AppDatabase {
  // bigint counts come back as numbers on both drivers (PGlite already does this).
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  guardPoolClients(pool);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new StorableTextPlugin()],
  });
  return {
    db,
    driver: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    ping: () => pingDatabase(db),
    close: () => db.destroy(),
  };
}

/**
 * A client losing its server (restart, network cut) emits 'error'; with no listener that event
 * kills the process. The pool listens only while a client is idle: once checked out (a kysely
 * transaction between statements, a held advisory lock) it is on its own. So every client gets
 * a listener of its own for life; its next query then fails with an ordinary rejected promise.
 */
export function guardPoolClients(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

async function createPgliteDatabase(
  dataDir: string,
  sharedBuffersMb: number,
  initialData: Blob | undefined,
): Promise<AppDatabase> {
  let release: () => void = () => undefined;
  if (dataDir !== 'memory') {
    // PGlite creates its folder but not the folder's parents.
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    release = lockDatabaseFolder(dataDir);
    // Its files hold the accounts' password hashes: for this user only, as Postgres requires of
    // its data folder (PGlite writes them readable and writable by all).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(dataDir === 'memory' ? {} : { dataDir }),
      ...(initialData === undefined ? {} : { loadDataDir: initialData }),
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${String(sharedBuffersMb)}MB`,
      ],
    });
  } catch (error) {
    release();
    // A file-system refusal (Emscripten's ErrnoError) is named as such at start-up; anything
    // else on an existing folder is a database that cannot start on its files.
    if (dataDir === 'memory' || (error as { name?: unknown } | null)?.name === 'ErrnoError') {
      throw error;
    }
    throw new EmbeddedDatabaseDamagedError(dataDir, error);
  }
  const lock = new SerialLock();
  const db = new Kysely<Database>({
    dialect: new PgliteDialect(pglite, lock),
    plugins: [new CamelCasePlugin(), new StorableTextPlugin()],
  });
  return {
    db,
    driver: 'pglite',
    executeSql: (text, values) =>
      lock.run(async () => {
        if (values && values.length > 0) {
          const result = await pglite.query<Record<string, unknown>>(text, values);
          return { rows: result.rows };
        }
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    ping: () => pingDatabase(db),
    async close() {
      await db.destroy();
      // Kysely ends its driver only once a query started it: a database opened and closed
      // unused would stay open, and PGlite started from a copy then keeps the process alive.
      if (!pglite.closed) {
        await pglite.close();
      }
      release();
    },
  };
}

async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
    return result.rows[0]?.ok === 1;
  } catch {
    return false;
  }
}
