// First import: see regex-guard.ts.
import './regex-guard.js';
import { loadWorkerConfig } from './config.js';
import { limitHeapGrowth } from '@sillage/pipeline';
import { startWorker } from './worker.js';

limitHeapGrowth();

const logger = {
  info: (message: string) => process.stdout.write(`${new Date().toISOString()} info: ${message}\n`),
  error: (message: string) =>
    process.stderr.write(`${new Date().toISOString()} error: ${message}\n`),
};

try {
  const worker = await startWorker(loadWorkerConfig(), logger);
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
  logger.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
