import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { runGit as git } from '../../test/git.js';

// The resources pack (predefined settings, countries) and the exclusions pack as real git
// repositories: each a bare remote, a maintainer's clone that pushes, and the clone the server uses.
let root: string;
let t: TestApp;
const admin = basicAuth('admin@example.org');

/** Creates `<name>.git`, its maintainer clone `<name>-upstream` and returns the publish function. */
function createPackRepository(name: string) {
  git(root, 'init', '-q', '--bare', '-b', 'main', `${name}.git`);
  git(root, 'clone', '-q', `${name}.git`, `${name}-upstream`);
  const upstream = path.join(root, `${name}-upstream`);
  git(upstream, 'checkout', '-q', '-b', 'main');
  return async (files: Record<string, string>, message: string) => {
    for (const [file, content] of Object.entries(files)) {
      await writeFile(path.join(upstream, file), content);
    }
    git(upstream, 'add', '-A');
    git(upstream, 'commit', '-q', '-m', message);
    git(upstream, 'push', '-q', 'origin', 'main');
  };
}

const settings = (entries: Record<string, string>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([key, fullName]) => [
        key,
        { fullName, country: 'France', headers: { 'Crypted-Fields': 'none' } },
      ]),
    ),
  );

let publishResources: ReturnType<typeof createPackRepository>;
let publishExclusions: ReturnType<typeof createPackRepository>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sillage-resource-packs-'));
  publishResources = createPackRepository('resources');
  await publishResources(
    { 'predefined-settings.json': settings({ 'fr-inist': 'INIST (v1)' }) },
    'first resources',
  );
  publishExclusions = createPackRepository('exclusions');
  await publishExclusions({ 'domains.default.txt': 'static.example.com\n' }, 'first exclusions');
  git(root, 'clone', '-q', 'resources.git', 'resources');
  git(root, 'clone', '-q', 'exclusions.git', 'exclusions');
  t = await buildTestApp({
    env: {
      SILLAGE_EMBEDDED_WORKER: 'true',
      SILLAGE_DATA_DIR: path.join(root, 'data'),
      SILLAGE_RESOURCES_DIR: path.join(root, 'resources'),
      SILLAGE_EXCLUSIONS_DIR: path.join(root, 'exclusions'),
      SILLAGE_PKB_SYNC_ON_START: 'false',
    },
  });
  await createUser(t.app, 'admin@example.org', 'admin');
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const update = (repository: 'resources' | 'exclusions') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/${repository}/status`,
    headers: { authorization: admin },
  });

const predefinedKeys = async () =>
  Object.keys((await t.app.inject({ url: '/api/info/predefined-settings' })).json<object>());

/** Lines of a one-line job on `host` that the ignored-domains filter dropped, from its report. */
async function ignoredDomainLines(host: string): Promise<unknown> {
  const jobId = randomUUID();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/${jobId}`,
    headers: { authorization: admin, 'content-type': 'text/plain' },
    payload: `10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://${host}/a.html HTTP/1.1" 200 5\n`,
  });
  expect(response.statusCode).toBe(200);
  const report = await t.app.inject({
    url: `/api/logs/${jobId}/job-report.json`,
    headers: { authorization: admin },
  });
  return report.json<{ rejets: Record<string, unknown> }>().rejets['nb-lines-ignored-domains'];
}

describe('resources and exclusions packs', () => {
  it('serves the new predefined settings and countries after an update, without a restart', async () => {
    expect(await predefinedKeys()).toContain('fr-inist');
    const builtIn = await t.app.inject({ url: '/api/info/countries.json' });
    expect(builtIn.json()).toContainEqual({ fr: 'France', en: 'France', code: 'FR' });

    await publishResources(
      {
        'predefined-settings.json': settings({
          'fr-inist': 'INIST (v2)',
          'fr-couperin': 'Couperin',
        }),
        'countries.json': JSON.stringify([{ fr: 'France', en: 'France' }]),
      },
      'second resources',
    );
    const updated = await update('resources');
    expect(updated.statusCode).toBe(200);
    expect(await predefinedKeys()).toEqual(expect.arrayContaining(['fr-inist', 'fr-couperin']));
    const predefined = await t.app.inject({ url: '/api/info/predefined-settings' });
    expect(predefined.json()).toMatchObject({ 'fr-inist': { fullName: 'INIST (v2)' } });
    const countries = await t.app.inject({ url: '/api/info/countries.json' });
    expect(countries.json()).toEqual([{ fr: 'France', en: 'France' }]);
  }, 60_000);

  it('refuses a resources version whose predefined settings have another shape', async () => {
    await publishResources(
      { 'predefined-settings.json': JSON.stringify({ 'fr-bad': { headers: 'none' } }) },
      'broken resources',
    );
    const refused = await update('resources');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/predefined settings map/);
    expect(await predefinedKeys()).toContain('fr-couperin');
    expect(await predefinedKeys()).not.toContain('fr-bad');
  }, 60_000);

  it('gives the next job the updated exclusion lists', async () => {
    expect(await ignoredDomainLines('static.example.com')).toBe(1);
    expect(await ignoredDomainLines('cdn.example.net')).toBe(0);
    await publishExclusions(
      { 'domains.default.txt': 'static.example.com\ncdn.example.net\n' },
      'second exclusions',
    );
    expect((await update('exclusions')).statusCode).toBe(200);
    expect(await ignoredDomainLines('cdn.example.net')).toBe(1);
  }, 60_000);
});
