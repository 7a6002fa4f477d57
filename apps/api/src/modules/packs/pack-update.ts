import { randomBytes } from 'node:crypto';
import { cp, rename, rm } from 'node:fs/promises';
import { git, isGitWorkingCopy } from './git-runner.js';
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

/**
 * Fetches the remote, then fast-forwards a copy of the working copy (a sibling staging folder, so
 * the final renames stay on one file system), validates that copy, and swaps it in with two
 * renames; the live folder is never half-updated, and a refused version is simply thrown away.
 * Workers notice the new folder at their next job (see the resources stamp).
 */
export async function updateWorkingCopy(
  dir: string,
  validate: PackValidator,
): Promise<{ from: string; to: string }> {
  if (!(await isGitWorkingCopy(dir))) {
    throw new PackUpdateRefused(`${dir} is not a git working copy`);
  }
  await git(dir, ['fetch', '--tags', '--prune', 'origin']);
  const ref = await remoteRef(dir);
  const from = await git(dir, ['rev-parse', 'HEAD']);
  if (Number(await git(dir, ['rev-list', '--count', `HEAD..${ref}`])) === 0) {
    return { from, to: from };
  }
  const suffix = `${String(Date.now())}-${randomBytes(3).toString('hex')}`;
  const staging = `${dir}.staging-${suffix}`;
  await cp(dir, staging, { recursive: true, verbatimSymlinks: true });
  let to: string;
  try {
    try {
      await git(staging, ['merge', '--ff-only', ref]);
    } catch (error) {
      throw new PackUpdateRefused(
        `cannot fast-forward to ${ref} (local commits or changes?): ${String(error)}`,
      );
    }
    to = await git(staging, ['rev-parse', 'HEAD']);
    try {
      await validate(staging, dir);
    } catch (error) {
      throw new PackUpdateRefused(
        `version ${to.slice(0, 12)} refused: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = `${dir}.previous-${suffix}`;
  await rename(dir, previous);
  try {
    await rename(staging, dir);
  } catch (error) {
    await rename(previous, dir);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
  return { from, to };
}
