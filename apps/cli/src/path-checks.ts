import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  lstatSync,
  openSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { listPackPlatformFolders } from '@sillage/platforms';
import { CliError } from './cli-error.js';

// Paths named on the command line are checked before any work starts, so that a typo costs a
// one-line message rather than a stack trace, or a job whose result is then lost.

/** What a failed file-system call means to the user, in a few words. */
function describeFailure(error: unknown, missing: string): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return missing;
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return 'permission denied';
  }
  return error instanceof Error ? error.message : String(error);
}

/** Why `file` cannot be read (missing, a directory, no permission…), or undefined. */
export function unreadableFileProblem(file: string): string | undefined {
  try {
    const info = statSync(file);
    if (info.isDirectory()) {
      return 'it is a directory';
    }
    if (info.isFile()) {
      closeSync(openSync(file, 'r'));
    } else {
      // A FIFO is not opened to be checked: the open would wait for its writer, and closing it
      // would end that writer's only reader, leaving the real read waiting for ever.
      accessSync(file, constants.R_OK);
    }
    return undefined;
  } catch (error) {
    return describeFailure(error, 'no such file');
  }
}

/** Why `dir` is not a folder that can be read, or undefined. */
export function folderProblem(dir: string): string | undefined {
  try {
    if (!statSync(dir).isDirectory()) {
      return 'not a folder';
    }
    accessSync(dir, constants.R_OK | constants.X_OK);
    return undefined;
  } catch (error) {
    return describeFailure(error, 'no such folder');
  }
}

/** Why `dir` is not a platforms pack in the ezPAARSE layout, or undefined. */
export function packProblem(dir: string): string | undefined {
  return (
    folderProblem(dir) ??
    (listPackPlatformFolders(dir).length === 0
      ? 'not an ezPAARSE platforms pack (no <platform>/manifest.json in it)'
      : undefined)
  );
}

/** The most links a name may go through, as Linux's own limit (ELOOP past it). */
const MAX_LINK_HOPS = 40;

/**
 * The file a written name ends at: symbolic links followed, a dangling one too (its target is
 * what gets created, so the link keeps pointing where it did), else the name itself.
 */
export function writtenPath(file: string): string {
  let current = path.resolve(file);
  for (let hop = 0; hop < MAX_LINK_HOPS; hop += 1) {
    try {
      return realpathSync(current);
    } catch {
      // Not there, or a dangling link: looked at below.
    }
    if (lstatSync(current, { throwIfNoEntry: false })?.isSymbolicLink() !== true) {
      return current;
    }
    current = path.resolve(path.dirname(current), readlinkSync(current));
  }
  return current;
}

/** Why `file` cannot be created or overwritten, or undefined. */
export function unwritableFileProblem(name: string): string | undefined {
  // An empty name (an unset variable) is the current folder; a trailing slash names a folder.
  if (name === '') {
    return 'no file name given';
  }
  if ((name.endsWith('/') || name.endsWith(path.sep)) && !existsSync(name)) {
    return 'names a folder (it ends with "/"): give a file name';
  }
  const file = writtenPath(name);
  if (existsSync(file)) {
    try {
      if (statSync(file).isDirectory()) {
        return 'it is a directory';
      }
      accessSync(file, constants.W_OK);
      return undefined;
    } catch (error) {
      return describeFailure(error, 'no such file');
    }
  }
  const parent = path.dirname(path.resolve(file));
  const problem = folderProblem(parent);
  if (problem !== undefined) {
    return `its folder ${parent}: ${problem}`;
  }
  try {
    accessSync(parent, constants.W_OK);
    return undefined;
  } catch (error) {
    return `its folder ${parent}: ${describeFailure(error, 'no such folder')}`;
  }
}

/** Why `dir` can neither be written into nor created (as `mkdir -p` would), or undefined. */
export function uncreatableFolderProblem(dir: string): string | undefined {
  let existing = path.resolve(dir);
  while (!existsSync(existing) && path.dirname(existing) !== existing) {
    existing = path.dirname(existing);
  }
  const problem = folderProblem(existing);
  if (problem !== undefined) {
    return existing === path.resolve(dir) ? problem : `${existing}: ${problem}`;
  }
  try {
    accessSync(existing, constants.W_OK);
    return undefined;
  } catch (error) {
    return describeFailure(error, 'no such folder');
  }
}

/**
 * Throws the CliError `<option> <target>: <problem>` when `problemOf(target)` finds one, e.g.
 * `requirePath('--pkb', dir, folderProblem)`.
 */
export function requirePath(
  option: string,
  target: string,
  problemOf: (target: string) => string | undefined,
): void {
  const problem = problemOf(target);
  if (problem !== undefined) {
    throw new CliError(`${option} ${target}: ${problem}`);
  }
}
