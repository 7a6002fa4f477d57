import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESTART_EXIT_CODE, superviseProcess } from './supervise.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sillage-supervise-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/**
 * A child process that appends one line per run to `runs.txt` and exits with the status given
 * for that run (the last one repeats).
 */
async function childScript(statuses: number[]): Promise<string> {
  const script = path.join(dir, 'child.cjs');
  await writeFile(
    script,
    `const fs = require('node:fs');
const file = ${JSON.stringify(path.join(dir, 'runs.txt'))};
fs.appendFileSync(file, 'run\\n');
const run = fs.readFileSync(file, 'utf8').trim().split('\\n').length;
const statuses = ${JSON.stringify(statuses)};
process.exit(statuses[Math.min(run, statuses.length) - 1]);
`,
  );
  return script;
}

const runs = async () => (await readFile(path.join(dir, 'runs.txt'), 'utf8')).trim().split('\n');

describe('superviseProcess', () => {
  it('starts the process again each time it exits with the restart status', async () => {
    const script = await childScript([RESTART_EXIT_CODE, RESTART_EXIT_CODE, 0]);
    const restarts: number[] = [];
    const status = await superviseProcess({
      command: process.execPath,
      args: [script],
      onRestart: (count) => restarts.push(count),
    });
    expect(status).toBe(0);
    expect(await runs()).toHaveLength(3);
    expect(restarts).toEqual([1, 2]);
  });

  it('ends with the status of a process that stops for another reason', async () => {
    const status = await superviseProcess({
      command: process.execPath,
      args: [await childScript([RESTART_EXIT_CODE, 3])],
    });
    expect(status).toBe(3);
    expect(await runs()).toHaveLength(2);
  });

  it('gives up on a process that asks for restarts in a quick loop', async () => {
    const status = await superviseProcess({
      command: process.execPath,
      args: [await childScript([RESTART_EXIT_CODE])],
      quickRestartMs: 60_000,
      maxQuickRestarts: 2,
    });
    expect(status).toBe(RESTART_EXIT_CODE);
    expect(await runs()).toHaveLength(3);
  });
});
