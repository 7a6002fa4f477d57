import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNodeUnprivileged } from '../testing/run-node-unprivileged.js';

const source = fileURLToPath(new URL('./verdict-key.ts', import.meta.url));

/** packKeyOf(dir) in a process of its own, run as `nobody` when this one is root. */
function packKeyAsUser(dir: string): string {
  const script = path.join(dir, '..', 'pack-key.mts');
  writeFileSync(
    script,
    `import { packKeyOf } from ${JSON.stringify(source)};\nconsole.log(await packKeyOf(process.argv[2]));\n`,
  );
  return runNodeUnprivileged([script, dir]).trim();
}

describe("a pack's version with files it cannot read", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sillage-pack-key-'));
    chmodSync(root, 0o755);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('is still computed, so that only the unreadable platform is lost, not every job', () => {
    const pack = path.join(root, 'pack');
    for (const platform of ['npg', 'cairn', 'sd']) {
      mkdirSync(path.join(pack, platform), { recursive: true });
      writeFileSync(path.join(pack, platform, 'manifest.json'), `{"name":"${platform}"}`);
      writeFileSync(path.join(pack, platform, 'parser.js'), '// parser\n');
    }
    chmodSync(pack, 0o755);
    const readable = packKeyAsUser(pack);
    chmodSync(path.join(pack, 'npg', 'parser.js'), 0o000);
    chmodSync(path.join(pack, 'cairn'), 0o000);
    const unreadable = packKeyAsUser(pack);
    expect(unreadable).toMatch(/^content:[0-9a-f]{24}$/);
    // Another version: the verdicts of the readable pack are not taken for this one.
    expect(unreadable).not.toBe(readable);
    chmodSync(path.join(pack, 'cairn'), 0o755);
  });
});
