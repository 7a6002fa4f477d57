import { spawnSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.join(import.meta.dirname, 'settle-heap.ts');

/** Runs settleHeap in a fresh node with `flags`; prints whether it ran and the heap it left. */
function settleIn(flags: string[]): { ran: boolean; before: number; after: number } {
  const script = `
    const { settleHeap } = await import(${JSON.stringify(MODULE)});
    globalThis.garbage = Array.from({ length: 200_000 }, (_, i) => ({ i, text: 'x' + i }));
    globalThis.garbage = undefined;
    const before = process.memoryUsage().heapUsed;
    const ran = settleHeap();
    process.stdout.write(JSON.stringify({ ran, before, after: process.memoryUsage().heapUsed }));`;
  const child = spawnSync(
    process.execPath,
    [
      ...flags,
      '--conditions=development',
      '--import',
      '@swc-node/register/esm-register',
      '--input-type=module',
      '-e',
      script,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(child.status).toBe(0);
  return JSON.parse(child.stdout) as { ran: boolean; before: number; after: number };
}

describe('settleHeap', () => {
  it('collects start-up garbage in a node that exposes the collector', () => {
    const settled = settleIn(['--expose-gc']);
    expect(settled.ran).toBe(true);
    expect(settled.after).toBeLessThan(settled.before / 2);
  });

  it('does nothing where the collector is not exposed', () => {
    expect(settleIn([]).ran).toBe(false);
  });
});
