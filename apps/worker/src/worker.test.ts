import { createLineCopyProcessor } from '@sillage/jobs/testing';
import { startWorker } from './worker.js';

const url = process.env.TEST_DATABASE_URL;
const withPostgres = url ? describe : describe.skip;

withPostgres('startWorker', () => {
  it('connects, migrates, starts claiming and stops cleanly', async () => {
    const lines: string[] = [];
    const logger = {
      info: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const worker = await startWorker(
      { databaseUrl: url!, dataDir: './data', concurrency: 1, logLevel: 'silent' },
      logger,
      { processor: createLineCopyProcessor() },
    );
    expect(await worker.database.ping()).toBe(true);
    await worker.stop();
    await worker.stop();
    expect(lines).toEqual([
      `worker ${worker.jobs.workerId} ready (concurrency 1)`,
      'worker stopped',
    ]);
  });
});

describe('startWorker without a database server', () => {
  it('fails with the connection error instead of hanging', async () => {
    const logger = { info: jest.fn(), error: jest.fn() };
    await expect(
      startWorker(
        {
          databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
          dataDir: './data',
          concurrency: 1,
          logLevel: 'silent',
        },
        logger,
      ),
    ).rejects.toThrow();
    expect(logger.info).not.toHaveBeenCalled();
  });
});
