import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validatePlatformsPack } from './pack-validation.js';

const PLATFORMS = 40;

/** A pack of `PLATFORMS` platforms, each with its parser and a one-row test table. */
async function writePack(dir: string): Promise<void> {
  for (let index = 0; index < PLATFORMS; index += 1) {
    const name = `demo${String(index)}`;
    const folder = path.join(dir, name);
    await mkdir(path.join(folder, 'test'), { recursive: true });
    await writeFile(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ name, longname: name, domains: [`www.${name}.org`] }),
    );
    await writeFile(
      path.join(folder, 'parser.js'),
      "var P = require('../.lib/parser.js');\nmodule.exports = new P(function () { return { rtype: 'ARTICLE' }; });\n",
    );
    await writeFile(
      path.join(folder, 'test', `${name}.csv`),
      `out-rtype;in-url\nARTICLE;http://www.${name}.org/a\n`,
    );
  }
}

/**
 * Validating a platforms pack runs every parser and test table of two versions: in one go it held
 * the api's event loop for seconds (health checks, websockets and the embedded worker's jobs
 * waited). It gives the loop a turn between small groups of platforms.
 */
describe('platforms pack validation', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-pack-validation-'));
    await writePack(path.join(root, 'current'));
    await writePack(path.join(root, 'staging'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('accepts an equal version, letting other work run while it checks', async () => {
    let turns = 0;
    let done = false;
    const turn = () => {
      if (!done) {
        turns += 1;
        setImmediate(turn);
      }
    };
    setImmediate(turn);
    await validatePlatformsPack(path.join(root, 'staging'), path.join(root, 'current'));
    done = true;
    // Two versions, each loaded and tested in groups: far more than a handful of turns.
    expect(turns).toBeGreaterThanOrEqual(PLATFORMS / 4);
  });
});
