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

const PACK_PARSER =
  "var P = require('../.lib/parser.js');\nmodule.exports = new P(function () { return { rtype: 'PACK_ONLY' }; });\n";

/**
 * One platform folder: a manifest, a one-row table only its own parser passes, and the parser
 * unless `parser` is false (a platform jobs skip, as the reference does).
 */
async function writePlatform(dir: string, name: string, parser = true): Promise<void> {
  const folder = path.join(dir, name);
  await mkdir(path.join(folder, 'test'), { recursive: true });
  await writeFile(
    path.join(folder, 'manifest.json'),
    JSON.stringify({ name, longname: name, domains: [`www.${name}.org`] }),
  );
  if (parser) {
    await writeFile(path.join(folder, 'parser.js'), PACK_PARSER);
  }
  await writeFile(
    path.join(folder, 'test', `${name}.csv`),
    `out-rtype;in-url\nPACK_ONLY;http://www.${name}.org/a\n`,
  );
}

/**
 * A platform folder with a manifest and no readable parser.js is skipped at load (a native
 * platform of that name serves): a version that brings one is accepted, its parser and table
 * left unchecked, but a version where no platform would load at all is still refused.
 */
describe('platforms pack validation of platforms without a parser', () => {
  let root: string;
  let current: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-pack-no-parser-'));
    current = path.join(root, 'current');
    await writePlatform(current, 'demo');
    // Named like a native platform, whose rules serve once the pack's parser is gone.
    await writePlatform(current, 'aaas');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('accepts a version that brings a platform without parser.js and one that lost its parser', async () => {
    const staging = path.join(root, 'staging');
    await writePlatform(staging, 'demo');
    await writePlatform(staging, 'aaas', false);
    await writePlatform(staging, 'newcomer', false);
    await expect(validatePlatformsPack(staging, current)).resolves.toBeUndefined();
  });

  it('accepts a platform whose parser.js is a folder', async () => {
    const staging = path.join(root, 'staging');
    await writePlatform(staging, 'demo');
    await writePlatform(staging, 'aaas');
    await mkdir(path.join(staging, 'odd', 'parser.js'), { recursive: true });
    await writeFile(
      path.join(staging, 'odd', 'manifest.json'),
      JSON.stringify({ name: 'odd', domains: ['www.odd.org'] }),
    );
    await expect(validatePlatformsPack(staging, current)).resolves.toBeUndefined();
  });

  it('refuses a version where no platform has a parser.js', async () => {
    const staging = path.join(root, 'staging');
    await writePlatform(staging, 'demo', false);
    await writePlatform(staging, 'aaas', false);
    await expect(validatePlatformsPack(staging, current)).rejects.toThrow(
      'no platform of this version has a parser.js (2 without one: aaas, demo)',
    );
  });

  it('refuses a version that holds no platform at all', async () => {
    const staging = path.join(root, 'staging');
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'README.md'), 'moved elsewhere\n');
    await expect(validatePlatformsPack(staging, current)).rejects.toThrow(
      'this version holds no platform (<name>/manifest.json)',
    );
  });
});
