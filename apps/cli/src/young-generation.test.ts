import { accessSync, constants, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  EXPOSE_GC_FLAG,
  relaunchArgs,
  runNode,
  YOUNG_GENERATION_FLAG,
} from './young-generation.js';

const LAUNCHER = fileURLToPath(new URL('../bin/sillage.mjs', import.meta.url));

const base = { execArgv: [], nodeOptions: undefined, entry: '/app/dist/main.js' };

describe('the young generation of sillage process', () => {
  it('relaunches `process` with the flag, keeping node options and every argument', () => {
    expect(
      relaunchArgs({
        ...base,
        execArgv: ['--enable-source-maps'],
        argv: ['process', 'a.log', '-H', 'X: y'],
      }),
    ).toEqual([
      '--enable-source-maps',
      YOUNG_GENERATION_FLAG,
      EXPOSE_GC_FLAG,
      '/app/dist/main.js',
      'process',
      'a.log',
      '-H',
      'X: y',
    ]);
  });

  it('gives the launcher run by its shebang (npx sillage) the flags, so `process` starts no second node', () => {
    accessSync(LAUNCHER, constants.X_OK);
    const [shebang] = readFileSync(LAUNCHER, 'utf8').split('\n');
    const [program, ...flags] = (shebang ?? '').replace(/^#!\/usr\/bin\/env -S /, '').split(' ');
    expect(program).toBe('node');
    expect(flags).toEqual(expect.arrayContaining([YOUNG_GENERATION_FLAG, EXPOSE_GC_FLAG]));
    expect(relaunchArgs({ ...base, execArgv: flags, argv: ['process', 'a.log'] })).toBeUndefined();
  });

  it('leaves other commands in this process', () => {
    expect(relaunchArgs({ ...base, argv: ['format', 'check', '--line', 'x'] })).toBeUndefined();
    expect(relaunchArgs({ ...base, argv: [] })).toBeUndefined();
  });

  it('keeps a semi-space size the user chose, on the command line or in NODE_OPTIONS', () => {
    expect(
      relaunchArgs({ ...base, execArgv: ['--max-semi-space-size=8'], argv: ['process'] }),
    ).toBeUndefined();
    expect(
      relaunchArgs({
        ...base,
        nodeOptions: '--inspect --max-semi-space-size=64',
        argv: ['process'],
      }),
    ).toBeUndefined();
  });

  it('runs node with the given arguments and resolves with its exit code', async () => {
    const script = `process.exit(process.execArgv.includes('${YOUNG_GENERATION_FLAG}') ? 7 : 3)`;
    await expect(runNode([YOUNG_GENERATION_FLAG, '-e', script])).resolves.toBe(7);
    await expect(runNode(['-e', script])).resolves.toBe(3);
  });
});
