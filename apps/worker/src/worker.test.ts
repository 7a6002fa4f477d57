import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createAppConfigRepository,
  createDatabase,
  createUsersRepository,
  migrateToLatest,
} from '@sillage/db';
import { createScratchPostgresDatabase, type ScratchDatabase } from '@sillage/db/testing';
import {
  createJobQueue,
  createJobStorage,
  createJobStore,
  ensureStorageId,
  JOB_STORAGE_ID_KEY,
} from '@sillage/jobs';
import { createLineCopyProcessor, waitFor, writeJobInputs } from '@sillage/jobs/testing';
import { startSmtpTestServer, type SmtpTestServer } from '@sillage/mail/testing';
import { startWorker } from './worker.js';

const url = process.env.TEST_DATABASE_URL;
const withPostgres = url ? describe : describe.skip;

withPostgres('startWorker', () => {
  // A database of its own: the shared server may hold migrations of other checkouts.
  let scratch: ScratchDatabase;
  beforeEach(async () => {
    scratch = await createScratchPostgresDatabase(url!);
  });
  afterEach(async () => {
    await scratch.drop();
  });

  it('connects, migrates, starts claiming and stops cleanly', async () => {
    const lines: string[] = [];
    const logger = {
      info: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const worker = await startWorker(
      { databaseUrl: scratch.url, dataDir: './data', concurrency: 1, logLevel: 'silent' },
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

  /**
   * A worker that mails through `smtp`, and a job queued for it whose notifications go to
   * desk@example.org (its owner asked for none).
   */
  async function startMailingWorkerWithJob(smtp: SmtpTestServer) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-worker-'));
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const worker = await startWorker(
      {
        databaseUrl: scratch.url,
        dataDir,
        concurrency: 1,
        logLevel: 'silent',
        mail: { smtpUrl: smtp.url, from: 'Sillage <noreply@example.org>', appName: 'Sillage' },
      },
      logger,
      { processor: createLineCopyProcessor() },
    );
    const queue = createJobQueue({ database: worker.database, connectionString: scratch.url });
    const store = createJobStore(worker.database.db);
    const jobId = randomUUID();
    const owner = await createUsersRepository(worker.database.db).create({
      email: `owner-${randomUUID()}@example.org`,
      passwordHash: 'not-a-real-hash',
      group: 'user',
    });
    await writeJobInputs(createJobStorage(path.join(dataDir, 'files')), jobId, ['a\nb\n']);
    await store.createUploading(
      {
        id: jobId,
        ownerId: owner.id,
        settings: { 'ezpaarse-job-notifications': 'mail<desk@example.org>' },
        socketId: null,
      },
      new Date(),
    );
    await store.markEnqueued(jobId);
    await queue.enqueue(jobId);
    return {
      worker,
      queue,
      store,
      jobId,
      async stop() {
        await queue.stop();
        await worker.stop();
        await smtp.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  // In the scaled deployment no api process sees the job end: the worker itself must mail.
  it('mails the job-finished notification and records it in the report', async () => {
    const smtp = await startSmtpTestServer();
    const { store, jobId, stop } = await startMailingWorkerWithJob(smtp);
    try {
      const [mail] = await smtp.waitForMessages(1, 60_000);
      expect(mail?.to).toEqual(['desk@example.org']);
      const row = await waitFor(async () => {
        const found = await store.findById(jobId);
        return found?.report?.notifications === undefined ? undefined : found;
      }, 'the notifications section');
      expect(row.report?.notifications).toEqual({
        mailto: 'desk@example.org',
        'mail-status': 'success',
      });
    } finally {
      await stop();
    }
  });

  // A greylisting mail server is tried again minutes later: a worker that stops meanwhile must
  // not wait for the next try, and the report then says the mail did not go.
  it('stops without waiting for the next try of a greylisted mail, recording it not sent', async () => {
    const smtp = await startSmtpTestServer({ greylistedTimes: 100 });
    const { worker, queue, store, jobId, stop } = await startMailingWorkerWithJob(smtp);
    const reader = await createDatabase({ driver: 'postgres', url: scratch.url });
    try {
      await waitFor(
        async () => ((await store.findById(jobId))?.status === 'completed' ? true : undefined),
        'the job to end',
      );
      await queue.stop();
      // The first try was refused (451) and the next one is a minute away: the stop ends the wait.
      await worker.stop();
      const row = await createJobStore(reader.db).findById(jobId);
      expect(row?.report?.notifications).toMatchObject({
        mailto: 'desk@example.org',
        'mail-status': 'fail',
        'mail-failed-recipients': 'desk@example.org',
      });
      expect(
        String((row?.report?.notifications as Record<string, unknown>)['mail-error-message']),
      ).toMatch(/Greylisted/);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await stop();
      await reader.close();
    }
  }, 45_000);

  // The worker's loader is the api's embedded one (createJobPipelineResources): a pack platform
  // whose manifest cannot be used is logged when the resources load, and named in the report.
  it('logs and reports a pack platform skipped for an unusable manifest', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-worker-'));
    const pack = path.join(dataDir, 'pack');
    await mkdir(path.join(pack, 'broken'), { recursive: true });
    await writeFile(path.join(pack, 'broken', 'manifest.json'), '{ "name": ');
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const worker = await startWorker(
      {
        databaseUrl: scratch.url,
        dataDir,
        concurrency: 1,
        logLevel: 'silent',
        resources: {
          platformPacks: [pack],
          platformPackWins: false,
          platformVerdictsDir: path.join(dataDir, 'platform-verdicts'),
          pkbDirs: [],
        },
      },
      logger,
    );
    const queue = createJobQueue({ database: worker.database, connectionString: scratch.url });
    try {
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringMatching(/broken: platform skipped, its manifest\.json cannot be used/),
      );
      const store = createJobStore(worker.database.db);
      const jobId = randomUUID();
      await writeJobInputs(createJobStorage(path.join(dataDir, 'files')), jobId, [
        '127.0.0.1 - - [06/Jan/2016:16:23:38 +0100] "GET http://pubs.acs.org:80/doi/pdf/10.1021/nn901499c HTTP/1.1" 200 2981936\n',
      ]);
      await store.createUploading(
        { id: jobId, ownerId: null, settings: {}, socketId: null },
        new Date(),
      );
      await store.markEnqueued(jobId);
      await queue.enqueue(jobId);
      const row = await waitFor(async () => {
        const found = await store.findById(jobId);
        return found?.status === 'running' || found?.status === 'queued' ? undefined : found;
      }, 'the job to end');
      expect(row.status).toBe('completed');
      expect(row.report?.notices).toContainEqual({
        key: 'alert-pack-platforms',
        code: 'pack-platforms-skipped',
        params: { platforms: 'broken' },
      });
    } finally {
      await queue.stop();
      await worker.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

withPostgres('startWorker and the data folder', () => {
  let scratch: ScratchDatabase;
  beforeEach(async () => {
    scratch = await createScratchPostgresDatabase(url!);
  });
  afterEach(async () => {
    await scratch.drop();
  });

  it("refuses to start on another folder than the api's, and starts on the api's", async () => {
    const apiData = await mkdtemp(path.join(tmpdir(), 'sillage-api-data-'));
    // What the api does at its start: the id of its job storage, recorded in the database.
    const id = await ensureStorageId(createJobStorage(path.join(apiData, 'files')).root);
    const database = await createDatabase({ driver: 'postgres', url: scratch.url });
    try {
      await migrateToLatest(database.db);
      await createAppConfigRepository(database.db).set(JOB_STORAGE_ID_KEY, id);
    } finally {
      await database.close();
    }
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const config = (dataDir: string) => ({
      databaseUrl: scratch.url,
      dataDir,
      concurrency: 1,
      logLevel: 'silent' as const,
    });
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'sillage-worker-data-'));
    await expect(
      startWorker(config(elsewhere), logger, { processor: createLineCopyProcessor() }),
    ).rejects.toThrow(`SILLAGE_DATA_DIR: ${elsewhere} is not the api's data folder`);
    expect(logger.info).not.toHaveBeenCalled();
    const worker = await startWorker(config(apiData), logger, {
      processor: createLineCopyProcessor(),
    });
    await worker.stop();
  });

  it("started before the api, leaves the job and stops when the api's folder is another", async () => {
    // docker compose starts the api and the workers at once: no folder is recorded yet.
    const workerData = await mkdtemp(path.join(tmpdir(), 'sillage-worker-data-'));
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const refused: string[] = [];
    const worker = await startWorker(
      { databaseUrl: scratch.url, dataDir: workerData, concurrency: 1, logLevel: 'silent' },
      logger,
      { processor: createLineCopyProcessor(), onRefused: (problem) => refused.push(problem) },
    );
    // The api starts on its own folder, records it, and takes a job (its own connections: the
    // worker closes its own as it stops).
    const api = await createDatabase({ driver: 'postgres', url: scratch.url });
    const apiData = await mkdtemp(path.join(tmpdir(), 'sillage-api-data-'));
    const apiStorage = createJobStorage(path.join(apiData, 'files'));
    await createAppConfigRepository(api.db).set(
      JOB_STORAGE_ID_KEY,
      await ensureStorageId(apiStorage.root),
    );
    const queue = createJobQueue({ database: api, connectionString: scratch.url });
    const store = createJobStore(api.db);
    const jobId = randomUUID();
    await writeJobInputs(apiStorage, jobId, ['a\nb\n']);
    await store.createUploading(
      { id: jobId, ownerId: null, settings: {}, socketId: null },
      new Date(),
    );
    await store.markEnqueued(jobId);
    await queue.enqueue(jobId);
    try {
      await waitFor(() => Promise.resolve(refused.length > 0 ? true : undefined), 'refused');
      expect(refused[0]).toContain(`SILLAGE_DATA_DIR: ${workerData} is not the api's data folder`);
      expect(logger.error).toHaveBeenCalledWith(refused[0]);
      // Not failed, not even claimed: left in the queue for a worker on the right folder.
      expect(await store.findById(jobId)).toMatchObject({
        status: 'queued',
        attempts: 0,
        workerId: null,
      });
      await worker.stop();
    } finally {
      await queue.stop();
      await worker.stop();
      await api.close();
    }
  });
});

describe('startWorker without a database server', () => {
  it('fails with the connection error instead of hanging', async () => {
    const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
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
