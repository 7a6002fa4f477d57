import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadEntry } from './thread-entry.js';

describe('how a thread of a server library starts', () => {
  let library: string;
  const at = (...parts: string[]) => path.join(library, ...parts);
  /** Writes a file of the library, last changed `secondsAgo`. */
  const write = (relative: string, secondsAgo: number) => {
    const full = at(relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '// code\n');
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, time, time);
  };
  const fromSources = () => threadEntry(pathToFileURL(at('src/threads/pool.ts')).href, 'worker');
  const SWC = ['--conditions=development', '--import', '@swc-node/register/esm-register'];

  beforeEach(() => {
    library = mkdtempSync(path.join(tmpdir(), 'sillage-thread-entry-'));
    write('src/threads/pool.ts', 60);
    write('src/threads/worker.ts', 60);
  });
  afterEach(() => {
    rmSync(library, { recursive: true, force: true });
  });

  it('runs the built worker beside built code', () => {
    write('dist/threads/worker.js', 10);
    expect(threadEntry(pathToFileURL(at('dist/threads/pool.js')).href, 'worker')).toEqual({
      file: at('dist/threads/worker.js'),
      execArgv: [],
    });
  });

  it('runs the build from the sources when it was built after their last change', () => {
    write('dist/threads/pool.js', 10);
    write('dist/threads/worker.js', 10);
    expect(fromSources()).toEqual({ file: at('dist/threads/worker.js'), execArgv: [] });
  });

  it('compiles the source when a source changed after the build', () => {
    write('dist/threads/worker.js', 30);
    write('src/threads/worker.ts', 5);
    expect(fromSources()).toEqual({ file: at('src/threads/worker.ts'), execArgv: SWC });
  });

  it('compiles the source when there is no build', () => {
    expect(fromSources()).toEqual({ file: at('src/threads/worker.ts'), execArgv: SWC });
  });
});
