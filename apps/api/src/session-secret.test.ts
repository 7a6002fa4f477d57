import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config.js';
import { resolveSessionSecret } from './session-secret.js';

describe('session secret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const file = () => path.join(dataDir, 'session-secret');

  it('is generated on first start, long and random, kept readable by the owner only (0600)', async () => {
    const secret = await resolveSessionSecret(undefined, dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(file(), 'utf8')).trim()).toBe(secret);
    expect((await stat(file())).mode & 0o777).toBe(0o600);
    const other = await mkdtemp(path.join(tmpdir(), 'sillage-secret-'));
    try {
      expect(await resolveSessionSecret(undefined, other)).not.toBe(secret);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('survives a restart: the stored secret is read back', async () => {
    const first = await resolveSessionSecret(undefined, dataDir);
    expect(await resolveSessionSecret(undefined, dataDir)).toBe(first);
  });

  it('replaces a stored secret that is too short, and tightens its mode', async () => {
    await writeFile(file(), 'short\n', { mode: 0o644 });
    const secret = await resolveSessionSecret(undefined, dataDir);
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file())).mode & 0o777).toBe(0o600);
  });

  it('names the file when it cannot be read (a folder in its place), with the way out', async () => {
    await mkdir(file());
    await expect(resolveSessionSecret(undefined, dataDir)).rejects.toThrow(
      `${file()} cannot be read as the session secret (EISDIR`,
    );
  });

  it('uses the configured secret as is and writes nothing', async () => {
    const configured = 'a-configured-secret-of-at-least-32-chars';
    expect(await resolveSessionSecret(configured, dataDir)).toBe(configured);
    await expect(stat(file())).rejects.toThrow(/ENOENT/);
  });

  it('refuses a configured secret shorter than 32 characters at start-up', () => {
    expect(() =>
      loadConfig({ repoRoot: dataDir }, { SESSION_SECRET: 'x'.repeat(31), LOG_LEVEL: 'silent' }),
    ).toThrow(/SESSION_SECRET.*at least 32 characters/);
  });
});
