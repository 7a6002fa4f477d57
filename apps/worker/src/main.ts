// First import: see regex-guard.ts.
import './regex-guard.js';
import { checkConfiguredPaths, checkDataFolder, describeStartupError } from '@sillage/jobs';
import { listWorkerConfiguredPaths, loadWorkerConfig, type WorkerConfig } from './config.js';
import { limitHeapGrowth } from '@sillage/pipeline';
import { createWorkerLogger } from './logger.js';
import { startWorker } from './worker.js';

limitHeapGrowth();

// Until LOG_LEVEL is read, every line is written: a refused configuration says why.
let logger = createWorkerLogger('info');

let config: WorkerConfig;
try {
  config = loadWorkerConfig();
  logger = createWorkerLogger(config.logLevel);
  const problems = [
    ...checkConfiguredPaths(listWorkerConfiguredPaths(config)),
    ...checkDataFolder(config.dataDir),
  ];
  if (problems.length > 0) {
    throw new Error(
      `Invalid worker configuration:\n${problems.map((item) => `  ${item}`).join('\n')}`,
    );
  }
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  const worker = await startWorker(config, logger, {
    // The worker stops itself (and says why); its process ends in error once it has.
    onRefused: () => {
      process.exitCode = 1;
    },
  });
  const shutdown = () => {
    worker.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(String(error));
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  // One line naming the variable to fix (DATABASE_URL, SILLAGE_DATA_DIR) when it can be told.
  logger.error(
    `the worker could not start: ${describeStartupError(error, { databaseDriver: 'postgres', dataDir: config.dataDir })}`,
  );
  process.exit(1);
}
