import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
  writeSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { discardAllAsideFilesSync, openAsideFile } from './aside-file.js';

describe('openAsideFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sillage-aside-'));
  });

  it('gives two runs writing one output a file each, and the last kept wins whole', async () => {
    const output = path.join(dir, 'out.csv');
    const first = openAsideFile(output);
    const second = openAsideFile(output);
    expect(first.path).not.toBe(second.path);
    expect(path.dirname(first.path)).toBe(dir);
    writeSync(first.fd, 'first run\n');
    writeSync(second.fd, 'second run\n');
    await first.keep();
    expect(readFileSync(output, 'utf8')).toBe('first run\n');
    await second.keep();
    expect(readFileSync(output, 'utf8')).toBe('second run\n');
    expect(readdirSync(dir)).toEqual(['out.csv']);
  });

  it('replaces the target of a symbolic link and keeps the link', async () => {
    const real = path.join(dir, 'real.csv');
    const link = path.join(dir, 'link.csv');
    writeFileSync(real, 'old\n');
    symlinkSync(real, link);
    const aside = openAsideFile(link);
    writeSync(aside.fd, 'new\n');
    await aside.keep();
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new\n');
    expect(readdirSync(dir).sort()).toEqual(['link.csv', 'real.csv']);
  });

  it('creates the target of a dangling symbolic link and keeps the link', async () => {
    const real = path.join(dir, 'later', 'real.csv');
    const link = path.join(dir, 'link.csv');
    symlinkSync(real, link);
    mkdirSync(path.dirname(real));
    const aside = openAsideFile(link);
    writeSync(aside.fd, 'new\n');
    await aside.keep();
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new\n');
  });

  it("gives the new file the mode the old one had, not the umask's", async () => {
    const output = path.join(dir, 'private.csv');
    writeFileSync(output, 'old\n');
    chmodSync(output, 0o600);
    const aside = openAsideFile(output);
    writeSync(aside.fd, 'new\n');
    await aside.keep();
    expect(statSync(output).mode & 0o777).toBe(0o600);
  });

  it('leaves the destination as it was when discarded', async () => {
    const output = path.join(dir, 'out.csv');
    writeFileSync(output, 'previous result\n');
    const aside = openAsideFile(output);
    writeSync(aside.fd, 'half a res');
    await aside.discard();
    expect(readdirSync(dir)).toEqual(['out.csv']);
    expect(readFileSync(output, 'utf8')).toBe('previous result\n');
  });

  it('removes every file still being written for a process quitting at once, and no other', async () => {
    const kept = openAsideFile(path.join(dir, 'a.csv'));
    await kept.keep();
    const pending = [
      openAsideFile(path.join(dir, 'b.csv')),
      openAsideFile(path.join(dir, 'c.csv')),
    ];
    expect(pending.every((file) => existsSync(file.path))).toBe(true);
    discardAllAsideFilesSync();
    expect(readdirSync(dir)).toEqual(['a.csv']);
  });

  it('names its own file when it cannot be created', () => {
    expect(() => openAsideFile(path.join(dir, 'missing', 'out.csv'))).toThrow(
      expect.objectContaining({
        code: 'ENOENT',
        path: expect.stringMatching(/missing\/out\.csv\.[0-9a-f]{8}\.partial$/) as unknown,
      }) as Error,
    );
  });
});
