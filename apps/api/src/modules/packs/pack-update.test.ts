import { existsSync } from 'node:fs';
import { mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runGit as run, createUpstream } from '../../test/git.js';
import { RETIRED_VERSION_KEPT_MS, updateWorkingCopy, versionsDirOf } from './pack-update.js';

const HOUR = 60 * 60 * 1000;

/**
 * A job pins the real folder of the pack version it started on (`pinFolder`) and reads it until
 * it ends: a version stays while such a job may still run, however many updates came meanwhile.
 */
describe('pack versions kept for running jobs', () => {
  let root: string;
  let upstream: string;
  let pack: string;
  let clock: number;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-pack-versions-'));
    upstream = createUpstream(root);
    await publish('first');
    run(root, 'clone', '-q', 'remote.git', 'pack');
    pack = path.join(root, 'pack');
    clock = Date.now();
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function publish(content: string): Promise<void> {
    await writeFile(path.join(upstream, 'version.txt'), content);
    run(upstream, 'add', '-A');
    run(upstream, 'commit', '-q', '-m', content);
    run(upstream, 'push', '-q', 'origin', 'main');
  }

  const update = async (content: string) => {
    await publish(content);
    return updateWorkingCopy(pack, () => Promise.resolve(), { now: () => clock });
  };

  it('keeps the version a job started on through two later updates, for a day', async () => {
    await update('second');
    const pinnedByJob = await realpath(pack);
    clock += HOUR;
    await update('third');
    clock += HOUR;
    await update('fourth');
    expect(existsSync(path.join(pinnedByJob, 'version.txt'))).toBe(true);
    // The plain folder of the start, and the three updates.
    expect(await readdir(versionsDirOf(pack))).toHaveLength(4);

    // Once no job can still be reading them, retired versions go.
    clock += RETIRED_VERSION_KEPT_MS + HOUR;
    await update('fifth');
    expect(existsSync(pinnedByJob)).toBe(false);
    const kept = await readdir(versionsDirOf(pack));
    expect(kept).toHaveLength(2);
    expect(kept.some((name) => name.startsWith('staging'))).toBe(false);
  });

  it('refuses an upstream whose history was rewritten, saying so, and keeps the live version', async () => {
    const live = await realpath(pack);
    run(upstream, 'commit', '-q', '--amend', '-m', 'first, rewritten');
    run(upstream, 'push', '-q', '--force', 'origin', 'main');
    const refused = updateWorkingCopy(pack, () => Promise.resolve(), { now: () => clock });
    await expect(refused).rejects.toThrow(
      /not in its history \(the upstream was rewritten by a force-push/,
    );
    expect(await realpath(pack)).toBe(live);
  });

  it('refuses when files changed in the copy stop the update, saying so', async () => {
    await writeFile(path.join(pack, 'version.txt'), 'edited on the server');
    const refused = update('second');
    await expect(refused).rejects.toThrow(/files were changed in the pack's copy/);
  });
});
