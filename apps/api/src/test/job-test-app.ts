import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobProcessor } from '@sillage/jobs';
import { createLineCopyProcessor } from '@sillage/jobs/testing';
import type { AppDependencies } from '../app.js';
import type { JobTimings } from '../modules/jobs/job-runtime.plugin.js';
import { basicAuth, createUser } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './build-test-app.js';

/** A test app with an embedded worker (line-copy processor by default) and three accounts. */
export interface JobTestApp extends TestApp {
  /** Authorization headers of `alice` (user), `bob` (user) and `admin`. */
  auth: { alice: string; bob: string; admin: string };
  ids: { alice: string; bob: string; admin: string };
}

export async function buildJobTestApp(
  options: {
    env?: Record<string, string>;
    processor?: JobProcessor;
    /** Shorter upload heartbeat and stale-job limits (see JobTimings). */
    timing?: JobTimings;
    /** Other dependencies of the app (e.g. a restart hook that does not exit). */
    dependencies?: Omit<AppDependencies, 'database' | 'jobs'>;
  } = {},
): Promise<JobTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-api-jobs-'));
  const testApp = await buildTestApp({
    env: { SILLAGE_EMBEDDED_WORKER: 'true', SILLAGE_DATA_DIR: dataDir, ...options.env },
    dependencies: {
      ...options.dependencies,
      jobs: {
        processor: options.processor ?? createLineCopyProcessor(),
        ...(options.timing === undefined ? {} : { timing: options.timing }),
      },
    },
  });
  const alice = await createUser(testApp.app, 'alice@example.org');
  const bob = await createUser(testApp.app, 'bob@example.org');
  const admin = await createUser(testApp.app, 'admin@example.org', 'admin');
  return {
    ...testApp,
    auth: {
      alice: basicAuth('alice@example.org'),
      bob: basicAuth('bob@example.org'),
      admin: basicAuth('admin@example.org'),
    },
    ids: { alice: alice.id, bob: bob.id, admin: admin.id },
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
