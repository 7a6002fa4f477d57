#!/usr/bin/env node
// First import: see regex-guard.ts.
import './regex-guard.js';
import { lookup } from 'node:dns/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { limitHeapGrowth } from '@sillage/pipeline';
import { checkConfiguredPaths, checkDataFolder, describeStartupError } from '@sillage/jobs';
import { ConfigError, listConfiguredPaths, loadConfig, type ApiConfig } from './config.js';
import { RESTART_EXIT_CODE } from './supervisor/supervise.js';

limitHeapGrowth();

/** The longest a shutdown may take (the http grace period is 10 s of it). */
const SHUTDOWN_DEADLINE_MS = 30_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** The api process: config → app → listen; closes the server and the database on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ApiConfig;
  try {
    config = loadConfig({ repoRoot: path.resolve(here, '../../..') });
    const problems = [
      ...checkConfiguredPaths(listConfiguredPaths(config)),
      ...checkDataFolder(config.dataDir),
    ];
    if (problems.length > 0) {
      throw new ConfigError(problems);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  try {
    await start(config);
  } catch (error) {
    // One line naming what to fix (a database that does not answer, a port in use…): the
    // operator reads it in a journal, where a stack trace hides it.
    const context = {
      databaseDriver: config.database.driver,
      dataDir: config.dataDir,
      listen: { host: config.host, port: config.port },
    };
    process.stderr.write(`Sillage could not start: ${describeStartupError(error, context)}\n`);
    if (config.logLevel === 'debug' || config.logLevel === 'trace') {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? '') : ''}\n`);
    }
    process.exit(1);
  }
}

/** Builds the app and listens; the signals close it. */
async function start(config: ApiConfig): Promise<void> {
  // A host name that does not resolve would be thrown from a DNS callback inside listen, out of
  // reach of any catch: resolve it first.
  await lookup(config.host);
  const app = await buildApp(config, {
    version,
    requestRestart: () => {
      // The launcher (`npm start`) or the container's restart policy starts the api again.
      shutDown('SIGTERM', RESTART_EXIT_CODE);
    },
  });

  let closing = false;
  const shutDown = (signal: NodeJS.Signals, exitCode = 0) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal, exitCode }, 'shutting down');
    // Whatever still holds the process (a worker loop, a database that does not answer), it
    // exits: a restart, an update or SIGTERM must never leave a process that stopped listening.
    setTimeout(() => {
      app.log.error('shutdown deadline passed: exiting');
      process.exit(exitCode === 0 ? 1 : exitCode);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => {
    shutDown('SIGINT');
  });
  process.once('SIGTERM', () => {
    shutDown('SIGTERM');
  });

  await app.listen({ port: config.port, host: config.host });
}

await main();
