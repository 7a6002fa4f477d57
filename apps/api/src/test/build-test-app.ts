import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase, DatabaseDriver } from '@sillage/db';
import { createTestDatabase, testDrivers } from '@sillage/db/testing';
import { startNoVerification } from '@sillage/platforms/testing';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig, type ApiConfig } from '../config.js';

/** Root of the worktree, and the shared acceptance data beside it. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const ACCEPTANCE = path.resolve(REPO_ROOT, '../shared/acceptance');

export const TEST_VERSION = '1.2.3-test';

/** A configuration for tests: defaults plus `env`, a secret, and a web folder that does not exist. */
export function createTestConfig(env: Record<string, string> = {}): ApiConfig {
  return loadConfig(
    { repoRoot: REPO_ROOT },
    {
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      SILLAGE_WEB_DIST: path.join(REPO_ROOT, 'no-web-dist-in-tests'),
      SILLAGE_DATA_DIR: path.join(REPO_ROOT, 'tmp-test-data'),
      SILLAGE_AUTH_RATE_LIMIT: '1000',
      SILLAGE_EMBEDDED_WORKER: 'false',
      // Tests never reach the network: the community catalog and the satellite packs are never
      // fetched unless a test points them at a local repository.
      SILLAGE_PLATFORMS_FETCH: 'false',
      SILLAGE_EXCLUSIONS_FETCH: 'false',
      SILLAGE_RESOURCES_FETCH: 'false',
      ...env,
    },
  );
}

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  config: ApiConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /**
   * Replaced services. The differential check of a platforms pack checks nothing unless a test
   * gives `startPlatformVerification` (e.g. `inProcessVerification(...).start`): the real one
   * runs on a thread that recompiles the platforms library and keeps a core busy, for verdicts
   * only the tests of verdicts read.
   */
  dependencies?: Omit<AppDependencies, 'database'>;
  /** PGlite in memory by default; `postgres` needs TEST_DATABASE_URL. */
  driver?: DatabaseDriver;
  /** Reuse a database (several apps over one, e.g. start-up behaviour). */
  database?: AppDatabase;
}

/**
 * A ready app over a fresh database (PGlite in memory, or Postgres when TEST_DATABASE_URL is set
 * and the driver asks for it); `close()` closes both.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = createTestConfig(options.env);
  const database =
    options.database ?? (await createTestDatabase(options.driver ?? defaultDriver()));
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      version: TEST_VERSION,
      startPlatformVerification: startNoVerification,
      ...options.dependencies,
      database,
    });
    await app.ready();
  } catch (error) {
    if (options.database === undefined) {
      await database.close();
    }
    throw error;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (options.database === undefined) {
        await database.close();
      }
    },
  };
}

/** Postgres when TEST_DATABASE_URL is set, else PGlite. */
function defaultDriver(): DatabaseDriver {
  return testDrivers().includes('postgres') ? 'postgres' : 'pglite';
}

/** Starts `app` on a free local port, for tests that need real sockets; returns the port. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}
