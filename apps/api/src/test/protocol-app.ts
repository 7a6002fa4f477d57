import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { JobRow } from '@sillage/db';
import { basicAuth, createUser } from './auth-helpers.js';
import { ACCEPTANCE, buildTestApp, type TestApp } from './build-test-app.js';

/** The reference's test logs (`../shared/acceptance/logs`), read in place. */
export const referenceLog = (name: string): Buffer =>
  readFileSync(path.join(ACCEPTANCE, 'logs', name));

/**
 * An app as `npm start` runs it, for the protocol's contract tests: the embedded worker with the
 * real pipeline (resources from the configuration, as in production), the acceptance exclusion
 * lists and fields.json, and one account a script would use.
 */
export interface ProtocolApp extends TestApp {
  /** Authorization header of the script's account. */
  auth: string;
  userId: string;
  /** An upload to `url` with that account (or none with `anonymous`). */
  send(options: InjectOptions & { anonymous?: boolean }): Promise<LightMyRequestResponse>;
  /** The job's row as the database holds it now (undefined before the upload created it). */
  jobRow(jobId: string): Promise<JobRow | undefined>;
}

export async function buildProtocolApp(env: Record<string, string> = {}): Promise<ProtocolApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-api-protocol-'));
  const testApp = await buildTestApp({
    env: {
      SILLAGE_EMBEDDED_WORKER: 'true',
      SILLAGE_DATA_DIR: dataDir,
      SILLAGE_EXCLUSIONS_DIR: path.join(ACCEPTANCE, 'resources/exclusions'),
      SILLAGE_FIELDS_FILE: path.join(ACCEPTANCE, 'platforms/fields.json'),
      SILLAGE_PKB_SYNC_ON_START: 'false',
      ...env,
    },
  });
  const user = await createUser(testApp.app, 'script@example.org');
  const auth = basicAuth('script@example.org');
  return {
    ...testApp,
    auth,
    userId: user.id,
    send({ anonymous, headers, ...options }) {
      return testApp.app.inject({
        ...options,
        headers: {
          'content-type': 'text/plain',
          ...(anonymous === true ? {} : { authorization: auth }),
          ...headers,
        },
      });
    },
    jobRow: (jobId) =>
      testApp.database.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst(),
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
