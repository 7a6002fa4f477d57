import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createKnowledgeBaseRepository } from '@sillage/db';
import { waitFor } from '@sillage/jobs/testing';
import type { ServerMessage } from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp, listenLocally } from '../../test/build-test-app.js';

const BOUNDARY = 'castorboundary';
const multipart = (platform: string, files: Record<string, string>) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="platform"\r\n\r\n${platform}\r\n` +
  Object.entries(files)
    .map(
      ([name, content]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`,
    )
    .join('') +
  `--${BOUNDARY}--\r\n`;

describe('knowledge-base uploads and castor status', () => {
  let t: TestApp;
  let dataDir: string;
  let socket: WebSocket;
  const messages: ServerMessage[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-castor-api-'));
    t = await buildTestApp({ env: { SILLAGE_DATA_DIR: dataDir } });
    await createUser(t.app, 'admin@example.org', 'admin');
    await createUser(t.app, 'user@example.org');
    const port = await listenLocally(t.app);
    socket = new WebSocket(`ws://127.0.0.1:${String(port)}/ws`);
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    await t.app.castor.sync();
  }, 60_000);
  afterAll(async () => {
    socket.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (authorization: string, platform: string, files: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/pkb',
      headers: { authorization, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(platform, files),
    });

  it('keeps an uploaded KBART file, syncs it, and broadcasts the progress', async () => {
    const kbart = 'publication_title\ttitle_id\nUploaded Journal\tU1\n';
    const response = await upload(basicAuth('admin@example.org'), 'acs', {
      'acs_AllTitles_2024-02-01.txt': kbart,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      saved: [{ platform: 'acs', name: 'acs_AllTitles_2024-02-01.txt', size: kbart.length }],
    });
    const summary = await t.app.castor.sync();
    expect(summary.totalRows).toBe(1);
    const [row] = await createKnowledgeBaseRepository(t.database.db).lookupBatch([
      { platform: 'acs', keys: { title_id: 'U1' } },
    ]);
    expect(row?.publication_title).toBe('Uploaded Journal');

    const status = await t.app.inject({ url: '/castor/status' });
    expect(status.json()).toEqual({
      state: 'synchronized',
      remaining: 0,
      synchronizing: [],
      files: 1,
    });
    // Debounced (1 s maximum wait): the final state arrives, however loaded the machine.
    const castorUpdates = () =>
      messages.filter(
        (message): message is Extract<ServerMessage, { type: 'castor:update' }> =>
          message.type === 'castor:update',
      );
    await waitFor(
      () => (castorUpdates().at(-1)?.data.state === 'synchronized' ? true : undefined),
      'the final castor update',
      10_000,
    );
    const updates = castorUpdates();
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.at(-1)).toEqual({
      type: 'castor:update',
      data: { state: 'synchronized', remaining: 0, synchronizing: [], files: 1 },
    });
  });

  it('lists every file uploaded for a platform, the second as the first', async () => {
    const packages = async () => {
      const list = await t.app.inject({ url: '/api/info/platforms' });
      const aip = list
        .json<{ name: string; 'pkb-packages': { name: string }[] }[]>()
        .find((platform) => platform.name === 'aip');
      return aip?.['pkb-packages'].map((item) => item.name).sort();
    };
    const kbart = 'publication_title\ttitle_id\nListed Journal\tL1\n';
    const admin = basicAuth('admin@example.org');
    expect((await upload(admin, 'aip', { 'aip_first_2024-02-01.txt': kbart })).statusCode).toBe(
      201,
    );
    expect(await packages()).toEqual(['aip_first']);
    // Into the platform's existing folder: only that folder's time changes.
    expect((await upload(admin, 'aip', { 'aip_second_2024-02-01.txt': kbart })).statusCode).toBe(
      201,
    );
    expect(await packages()).toEqual(['aip_first', 'aip_second']);
  });

  it('refuses what is not a KBART file, an undated file name, a bad platform name, and non-admins', async () => {
    const notKbart = await upload(basicAuth('admin@example.org'), 'acs', {
      'notes_2024-01-01.txt': 'hello\tworld\n',
    });
    expect(notKbart.statusCode).toBe(400);
    expect(notKbart.json<{ message: string }>().message).toMatch(/^invalidKbart/);
    // Undated, it would reach the knowledge base yet never show among the platform's packages.
    const undated = await upload(basicAuth('admin@example.org'), 'acs', {
      'acs_AllTitles.txt': 'title_id\nA\n',
    });
    expect(undated.statusCode).toBe(400);
    expect(undated.json<{ message: string }>().message).toBe(
      'invalidFileName: acs_AllTitles.txt (expected <name>_<YYYY-MM-DD>.txt)',
    );
    const badPlatform = await upload(basicAuth('admin@example.org'), '../etc', {
      'x_2024-01-01.txt': 'title_id\nA\n',
    });
    expect(badPlatform.statusCode).toBe(400);
    const user = await upload(basicAuth('user@example.org'), 'acs', {
      'x_2024-01-01.txt': 'title_id\nA\n',
    });
    expect(user.statusCode).toBe(403);
  });

  // A body cut off in a file part, or never closed: the client's mistake, and no file is kept.
  it.each([
    [
      'cut off inside its second file',
      multipart('acs', {
        'acs_First_2024-03-01.txt': 'title_id\nF1\n',
        'acs_Second_2024-03-01.txt': 'title_id\nS1\n',
      }).slice(0, -40),
    ],
    [
      'without a closing boundary',
      multipart('acs', { 'acs_First_2024-03-01.txt': 'title_id\nF1\n' }).slice(0, -20),
    ],
    ['with a part that has no headers', `--${BOUNDARY}\r\ngarbage`],
  ])('answers 400 to a multipart body %s, and keeps nothing', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pkb',
      headers: {
        authorization: basicAuth('admin@example.org'),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      kind: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^malformedMultipart/) as unknown,
    });
    const kept = await readdir(path.join(dataDir, 'pkb', 'acs')).catch(() => []);
    expect(kept.filter((name) => name.includes('_First_') || name.includes('_Second_'))).toEqual(
      [],
    );
  });

  it('keeps none of the files of an upload refused half-way', async () => {
    const response = await upload(basicAuth('admin@example.org'), 'acs', {
      'acs_First_2024-03-01.txt': 'title_id\nF1\n',
      'acs_Second_2024-03-01.txt': 'not\ta\tkbart\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^invalidKbart: acs_Second_/);
    const kept = await readdir(path.join(dataDir, 'pkb', 'acs'));
    expect(kept.filter((name) => name.includes('_First_') || name.includes('_Second_'))).toEqual(
      [],
    );
  });

  it('removes an uploaded KBART file, its package and, after the sync, its rows', async () => {
    const admin = basicAuth('admin@example.org');
    const kbart = 'publication_title\ttitle_id\nRemoved Journal\tR1\n';
    const file = 'acs_Removed_2024-05-01.txt';
    expect((await upload(admin, 'acs', { [file]: kbart })).statusCode).toBe(201);
    await t.app.castor.sync();
    const lookup = async () =>
      (
        await createKnowledgeBaseRepository(t.database.db).lookupBatch([
          { platform: 'acs', keys: { title_id: 'R1' } },
        ])
      )[0];
    expect((await lookup())?.publication_title).toBe('Removed Journal');
    const listed = async () => {
      const list = await t.app.inject({ url: '/api/info/platforms' });
      return list
        .json<{ name: string; 'pkb-packages': { file: string; uploaded?: true }[] }[]>()
        .find((platform) => platform.name === 'acs')
        ?.['pkb-packages'].find((item) => item.file === file);
    };
    // Marked, so that the page offers to remove it.
    expect(await listed()).toMatchObject({ file, uploaded: true });

    const remove = (authorization: string, url = `/api/admin/pkb/acs/${file}`) =>
      t.app.inject({ method: 'DELETE', url, headers: { authorization } });
    expect((await remove(basicAuth('user@example.org'))).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(204);
    expect(await listed()).toBeUndefined();
    await t.app.castor.sync();
    expect(await lookup()).toBeUndefined();
    // Gone, it cannot be removed twice; names outside the upload rules name nothing.
    const again = await remove(admin);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(
      `unknownPkbFile: acs/${file} (not among the uploaded KBART files)`,
    );
    expect(
      (await remove(admin, '/api/admin/pkb/acs/..%2F..%2Fsecret_2024-01-01.txt')).statusCode,
    ).toBe(404);
    expect((await remove(admin, '/api/admin/pkb/..%2Fpkb/acs_x_2024-01-01.txt')).statusCode).toBe(
      404,
    );
  });

  // Stored, such a file would be synced yet shown under no platform of the list.
  it('refuses a KBART file for a platform the instance does not recognise, and keeps nothing', async () => {
    const response = await upload(basicAuth('admin@example.org'), 'nosuchplatform', {
      'nosuchplatform_AllTitles_2024-02-01.txt': 'title_id\nA\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'unknownPlatform: nosuchplatform (not among the platforms of GET /api/info/platforms)',
    );
    expect(await readdir(path.join(dataDir, 'pkb'))).not.toContain('nosuchplatform');
    // The list the check uses is the one the catalog serves.
    const listed = await t.app.inject({ url: '/api/info/platforms' });
    const names = listed.json<{ name: string }[]>().map((platform) => platform.name);
    expect(names).toContain('acs');
    expect(names).not.toContain('nosuchplatform');
  });
});

describe('knowledge-base files the api did not upload', () => {
  let t: TestApp;
  let dataDir: string;
  let folder: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-castor-api-'));
    folder = await mkdtemp(path.join(tmpdir(), 'sillage-castor-folder-'));
    await mkdir(path.join(folder, 'acs'));
    await writeFile(
      path.join(folder, 'acs', 'acs_Folder_2024-01-01.txt'),
      'publication_title\ttitle_id\nFolder Journal\tF1\n',
    );
    t = await buildTestApp({ env: { SILLAGE_DATA_DIR: dataDir, SILLAGE_PKB_DIRS: folder } });
    await createUser(t.app, 'admin@example.org', 'admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  });

  it('lists a SILLAGE_PKB_DIRS file as not removable, and keeps it when asked to remove it', async () => {
    const list = await t.app.inject({ url: '/api/info/platforms' });
    const [item] =
      list
        .json<{ name: string; 'pkb-packages': { file: string; uploaded?: true }[] }[]>()
        .find((platform) => platform.name === 'acs')?.['pkb-packages'] ?? [];
    expect(item?.file).toBe('acs_Folder_2024-01-01.txt');
    expect(item).not.toHaveProperty('uploaded');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/pkb/acs/acs_Folder_2024-01-01.txt',
      headers: { authorization: basicAuth('admin@example.org') },
    });
    expect(response.statusCode).toBe(404);
    expect(await readdir(path.join(folder, 'acs'))).toEqual(['acs_Folder_2024-01-01.txt']);
  });

  // Jobs read every file of a package; the folder's newer file must not hide the upload.
  it('lists an older upload of a package beside the newer file of a folder, removable', async () => {
    const admin = basicAuth('admin@example.org');
    const file = 'acs_Folder_2023-06-01.txt';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pkb',
      headers: {
        authorization: admin,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart('acs', { [file]: 'publication_title\ttitle_id\nOlder Journal\tO1\n' }),
    });
    expect(uploaded.statusCode).toBe(201);
    const packages = async () =>
      (await t.app.inject({ url: '/api/info/platforms' }))
        .json<{ name: string; 'pkb-packages': { file: string; uploaded?: true }[] }[]>()
        .find((platform) => platform.name === 'acs')?.['pkb-packages'];
    expect(await packages()).toEqual([
      expect.objectContaining({ file: 'acs_Folder_2024-01-01.txt', name: 'acs_Folder' }),
      expect.objectContaining({ file, name: 'acs_Folder', uploaded: true }),
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/pkb/acs/${file}`,
      headers: { authorization: admin },
    });
    expect(removed.statusCode).toBe(204);
    expect((await packages())?.map((item) => item.file)).toEqual(['acs_Folder_2024-01-01.txt']);
  });
});
