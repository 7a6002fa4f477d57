import { randomBytes } from 'node:crypto';
import {
  cp,
  lstat,
  mkdir,
  readdir,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  utimes,
} from 'node:fs/promises';
import path from 'node:path';
import { git, isGitWorkingCopy, tryGit } from './git-runner.js';
import { remoteRef } from './repository-status.js';

/** Checks a candidate version in its staging folder; throws (with the reason) to refuse it. */
export type PackValidator = (stagingDir: string, currentDir: string) => Promise<void>;

/** The update was refused (not a git copy, merge impossible, validation failed): nothing changed. */
export class PackUpdateRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackUpdateRefused';
  }
}

/** Where the versions of the pack at `dir` live: a sibling folder, so renames stay on one disk. */
export const versionsDirOf = (dir: string) => `${dir}.versions`;

const uniqueSuffix = () => `${String(Date.now())}-${randomBytes(3).toString('hex')}`;

/**
 * Points the symlink `dir` at `target` in one `rename(2)` (a reader sees the old version or the
 * new one, never no folder). The first switch of a pack that is still a plain folder moves that
 * folder into the versions folder first: the only moment `dir` is briefly absent.
 */
async function pointAt(dir: string, target: string, initialName: string): Promise<void> {
  const info = await lstat(dir);
  if (!info.isSymbolicLink()) {
    await rename(dir, path.join(versionsDirOf(dir), initialName));
  }
  const next = `${dir}.next-${uniqueSuffix()}`;
  await symlink(path.relative(path.dirname(dir), target), next, 'dir');
  try {
    await rename(next, dir);
  } catch (error) {
    await rm(next, { force: true });
    throw error;
  }
}

/**
 * How long a version that stopped being live is kept: a job pins the real folder of the version it
 * started on and reads it to its end (parsers load on first use, a restarted recognition thread
 * loads them again), even across several updates.
 */
export const RETIRED_VERSION_KEPT_MS = 24 * 60 * 60 * 1000;

/** A staging copy this old belongs to an update that did not live to finish. */
const ABANDONED_STAGING_MS = 60 * 60 * 1000;

/**
 * Removes the versions retired (see {@link RETIRED_VERSION_KEPT_MS}) and the staging copies
 * abandoned long enough ago; the live one and the one before it always stay. A version's folder
 * time is when it was retired (set at the switch); nothing else writes at a version's top.
 */
async function pruneVersions(versionsDir: string, keep: readonly string[], now: number) {
  const kept = new Set(keep.map((dir) => path.basename(dir)));
  for (const name of await readdir(versionsDir)) {
    if (kept.has(name)) {
      continue;
    }
    const folder = path.join(versionsDir, name);
    const info = await stat(folder).catch(() => undefined);
    const age = info === undefined ? 0 : now - info.mtimeMs;
    if (age >= (name.startsWith('staging-') ? ABANDONED_STAGING_MS : RETIRED_VERSION_KEPT_MS)) {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

/**
 * What stops the live version from moving to `ref`: files changed in the copy, or a live commit
 * the upstream's history no longer holds (rewritten by a force-push, or made in the copy).
 */
async function whyNoFastForward(copy: string, ref: string, error: unknown): Promise<string> {
  if (((await tryGit(copy, ['status', '--porcelain'])) ?? '') !== '') {
    return `cannot fast-forward to ${ref}: files were changed in the pack's copy (${String(error)})`;
  }
  const head = (await tryGit(copy, ['rev-parse', '--short=12', 'HEAD'])) ?? 'HEAD';
  // Exit status 1 (an error here) means "not an ancestor".
  if ((await tryGit(copy, ['merge-base', '--is-ancestor', 'HEAD', ref])) === undefined) {
    return `cannot fast-forward to ${ref}: the live version ${head} is not in its history (the upstream was rewritten by a force-push, or commits were made in the copy); to follow the upstream, delete the pack's folder in the data folder and fetch the catalog again`;
  }
  return `cannot fast-forward to ${ref}: ${String(error)}`;
}

/**
 * Fetches the remote, then fast-forwards a copy of the live version in a staging folder, validates
 * that copy, and switches the pack's symlink to it atomically. A refused version is deleted and
 * the live one never changes; a switch that does not hold (the pack does not answer with the new
 * commit) is rolled back to the previous version. Workers notice the new version at their next
 * job (see the resources stamp); running jobs finish on the one they loaded, kept for them.
 */
export async function updateWorkingCopy(
  dir: string,
  validate: PackValidator,
  options: { now?: () => number } = {},
): Promise<{ from: string; to: string }> {
  const now = options.now ?? Date.now;
  if (!(await isGitWorkingCopy(dir))) {
    throw new PackUpdateRefused("the pack's folder is not a git working copy");
  }
  await git(dir, ['fetch', '--tags', '--prune', 'origin']);
  const ref = await remoteRef(dir);
  const from = await git(dir, ['rev-parse', 'HEAD']);
  if (Number(await git(dir, ['rev-list', '--count', `HEAD..${ref}`])) === 0) {
    return { from, to: from };
  }
  const live = await realpath(dir);
  const versionsDir = versionsDirOf(dir);
  await mkdir(versionsDir, { recursive: true });
  const suffix = uniqueSuffix();
  const staging = path.join(versionsDir, `staging-${suffix}`);
  await cp(live, staging, { recursive: true, verbatimSymlinks: true });
  let to: string;
  let next: string;
  try {
    try {
      await git(staging, ['merge', '--ff-only', ref]);
    } catch (error) {
      throw new PackUpdateRefused(await whyNoFastForward(staging, ref, error));
    }
    to = await git(staging, ['rev-parse', 'HEAD']);
    try {
      await validate(staging, live);
    } catch (error) {
      throw new PackUpdateRefused(
        `version ${to.slice(0, 12)} refused: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    next = path.join(versionsDir, `${to.slice(0, 12)}-${suffix}`);
    await rename(staging, next);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const initialName = `${from.slice(0, 12)}-${suffix}-initial`;
  const previous = live.startsWith(versionsDir + path.sep)
    ? live
    : path.join(versionsDir, initialName);
  try {
    await pointAt(dir, next, initialName);
    const answered = await git(dir, ['rev-parse', 'HEAD']);
    if (answered !== to) {
      throw new Error(`the switched pack answers ${answered}, not ${to}`);
    }
  } catch (error) {
    await pointAt(dir, previous, initialName).catch(() => undefined);
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  // Retired now: kept from here on for the jobs still reading it.
  const retiredAt = new Date(now());
  await utimes(previous, retiredAt, retiredAt).catch(() => undefined);
  await pruneVersions(versionsDir, [next, previous], now());
  return { from, to };
}
