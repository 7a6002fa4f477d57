import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseInUseError, EmbeddedDatabaseDamagedError } from '@sillage/db';
import { checkConfiguredPaths, checkDataFolder, describeStartupError } from './startup-problems.js';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'sillage-startup-'));

/** The error a real listen gives on a port another server holds. */
async function addressInUseError(): Promise<{ error: unknown; port: number }> {
  const first = createServer();
  await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
  const { port } = first.address() as AddressInfo;
  const second = createServer();
  const error = await new Promise<unknown>((resolve) => {
    second.once('error', resolve);
    second.listen(port, '127.0.0.1');
  });
  await new Promise((resolve) => first.close(resolve));
  return { error, port };
}

describe('checkConfiguredPaths', () => {
  it('names the variable of each missing path, wrong kind or not, and passes good ones', () => {
    const folder = scratch();
    const file = path.join(folder, 'fields.json');
    writeFileSync(file, '{}');
    const problems = checkConfiguredPaths([
      { variable: 'SILLAGE_PLATFORM_PACKS', path: folder, kind: 'folder' },
      { variable: 'SILLAGE_PKB_DIRS', path: path.join(folder, 'missing'), kind: 'folder' },
      { variable: 'SILLAGE_EXCLUSIONS_DIR', path: file, kind: 'folder' },
      { variable: 'SILLAGE_FIELDS_FILE', path: folder, kind: 'file' },
      { variable: 'SILLAGE_COUNTRIES', path: file, kind: 'file' },
      { variable: 'SILLAGE_PLATFORM_VERIFY_LOGS', path: file, kind: 'file-or-folder' },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^SILLAGE_PKB_DIRS: cannot read .*missing \(ENOENT/),
      `SILLAGE_EXCLUSIONS_DIR: ${file} is not a folder`,
      `SILLAGE_FIELDS_FILE: ${folder} is a folder, not a file`,
    ]);
  });
});

describe('checkDataFolder', () => {
  it('creates a missing data folder, and names SILLAGE_DATA_DIR when it cannot be one', () => {
    const root = scratch();
    expect(checkDataFolder(path.join(root, 'new', 'data'))).toEqual([]);
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    expect(checkDataFolder(file)).toEqual([
      expect.stringMatching(/^SILLAGE_DATA_DIR: the data folder .*a-file is not writable/),
    ]);
  });
});

describe('describeStartupError', () => {
  const context = { databaseDriver: 'postgres' as const, dataDir: '/srv/sillage/data' };

  it('names PORT when the port is taken (the error of a real listen)', async () => {
    const { error, port } = await addressInUseError();
    expect(describeStartupError(error, { ...context, listen: { host: '127.0.0.1', port } })).toBe(
      `PORT: 127.0.0.1:${String(port)} is already in use (another Sillage, or another server, listens there)`,
    );
  });

  it('names HOST when the host name does not resolve', () => {
    const error = Object.assign(new Error('getaddrinfo ENOTFOUND db.example'), {
      code: 'ENOTFOUND',
      syscall: 'getaddrinfo',
      hostname: 'sillage.local',
    });
    expect(
      describeStartupError(error, { ...context, listen: { host: 'sillage.local', port: 3000 } }),
    ).toMatch(/^HOST: sillage\.local is not an address of this machine/);
  });

  it('names DATABASE_URL when Postgres refuses, down the cause chain', () => {
    const refused = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    const error = new Error('Database migration failed: ', { cause: refused });
    expect(describeStartupError(error, context)).toBe(
      'DATABASE_URL: cannot use the database (ECONNREFUSED)',
    );
    const missing = Object.assign(new Error('database "sillage" does not exist'), {
      code: '3D000',
    });
    expect(describeStartupError(missing, { ...context, listen: { host: '::', port: 1 } })).toBe(
      'DATABASE_URL: cannot use the database (database "sillage" does not exist)',
    );
  });

  it('names SILLAGE_DATA_DIR for a file-system refusal inside the data folder (a real one)', () => {
    const root = scratch();
    writeFileSync(path.join(root, 'db'), '');
    let error: unknown;
    try {
      mkdirSync(path.join(root, 'db', 'pglite'), { recursive: true });
    } catch (caught) {
      error = caught;
    }
    expect(describeStartupError(error, { databaseDriver: 'pglite', dataDir: root })).toMatch(
      /^SILLAGE_DATA_DIR: cannot use the data folder .* \(ENOTDIR/,
    );
  });

  it('names SILLAGE_DATA_DIR when another process has its embedded database open', () => {
    const root = scratch();
    const error = new DatabaseInUseError(path.join(root, 'db.lock'), {
      pid: 4242,
      startedAt: '2026-12-05T06:00:00.000Z',
    });
    expect(describeStartupError(error, { databaseDriver: 'pglite', dataDir: root })).toBe(
      `SILLAGE_DATA_DIR: cannot use the data folder ${root} (the embedded database is open in process 4242 ` +
        `(since 2026-12-05T06:00:00.000Z): stop that Sillage first, or give this one another folder; ` +
        `if no such process is Sillage, remove ${path.join(root, 'db.lock')})`,
    );
  });

  it('names SILLAGE_DATA_DIR when the embedded database cannot start on its files', () => {
    const root = scratch();
    const error = new EmbeddedDatabaseDamagedError(path.join(root, 'db'), new Error('Aborted()'));
    expect(describeStartupError(error, { databaseDriver: 'pglite', dataDir: root })).toBe(
      `SILLAGE_DATA_DIR: cannot use the data folder ${root} (the embedded database in ${path.join(root, 'db')} ` +
        'could not be opened (Aborted()): its files may be damaged; restore that folder from a backup, ' +
        'or move it aside to start with an empty database)',
    );
  });

  it('names DATABASE_URL when connecting to Postgres times out', () => {
    const error = new Error('Database migration failed: timeout exceeded when trying to connect', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(describeStartupError(error, context)).toBe(
      'DATABASE_URL: cannot use the database (timeout exceeded when trying to connect)',
    );
  });

  it('names DATABASE_URL when the database step of the start-up never ends', () => {
    const error = Object.assign(
      new Error("Plugin did not start in time: 'database'. You may have forgotten to call 'done'"),
      { code: 'AVV_ERR_PLUGIN_EXEC_TIMEOUT' },
    );
    expect(describeStartupError(error, context)).toBe(
      'DATABASE_URL: the database did not answer in time',
    );
  });

  it('names SILLAGE_DATA_DIR and the cause when the embedded database meets a full disk', () => {
    // What the WebAssembly Postgres throws: no Error, no message, Emscripten's errno (51 ENOSPC).
    const error: unknown = Object.assign(Object.create(null) as object, {
      name: 'ErrnoError',
      errno: 51,
    });
    expect(describeStartupError(error, { databaseDriver: 'pglite', dataDir: '/srv/data' })).toBe(
      'SILLAGE_DATA_DIR: the embedded database cannot use the data folder /srv/data (no space left on the disk, ENOSPC)',
    );
  });

  it('shows the fields of a thrown object that is no Error', () => {
    expect(describeStartupError({ reason: 'odd', errno: 7 }, context)).toBe(
      '{"reason":"odd","errno":7}',
    );
  });

  it('gives any other error its message alone', () => {
    expect(describeStartupError(new Error('something else'), context)).toBe('something else');
  });
});
