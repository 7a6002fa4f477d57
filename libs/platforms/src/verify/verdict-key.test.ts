import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keyedFolder } from './verdict-key.js';

describe('the folder the recognition code key hashes', () => {
  let library: string;
  const src = () => path.join(library, 'src');
  const dist = () => path.join(library, 'dist');
  /** Writes `file` under `folder`, last changed `secondsAgo`. */
  const write = (folder: string, file: string, secondsAgo: number) => {
    mkdirSync(folder, { recursive: true });
    const full = path.join(folder, file);
    writeFileSync(full, '// code\n');
    const at = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, at, at);
  };

  beforeEach(() => {
    library = mkdtempSync(path.join(tmpdir(), 'sillage-code-key-'));
  });
  afterEach(() => {
    rmSync(library, { recursive: true, force: true });
  });

  it('is the sources when they run', () => {
    write(src(), 'rules.ts', 10);
    expect(keyedFolder(src())).toBe(src());
  });

  it('is the sources for a build made after their last change, so tests and tools share it', () => {
    write(src(), 'rules.ts', 60);
    write(dist(), 'rules.js', 10);
    expect(keyedFolder(dist())).toBe(src());
  });

  it('is the built code when a source changed after the build', () => {
    write(src(), 'rules.ts', 60);
    write(dist(), 'rules.js', 30);
    write(src(), 'engine.ts', 10);
    expect(keyedFolder(dist())).toBe(dist());
  });

  it('is the built code when no sources sit beside it (an install)', () => {
    write(dist(), 'rules.js', 10);
    expect(keyedFolder(dist())).toBe(dist());
  });

  it('ignores changes to tests, which do not change what recognition answers', () => {
    write(src(), 'rules.ts', 60);
    write(dist(), 'rules.js', 30);
    write(src(), 'rules.test.ts', 10);
    expect(keyedFolder(dist())).toBe(src());
  });
});
