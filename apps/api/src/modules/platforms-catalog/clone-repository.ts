import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  createCloneProgressReader,
  gitFailureReason,
  type CloneProgress,
} from './clone-progress.js';

/** A clone that did not complete, with git's reason (credentials removed). */
export class CloneFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CloneFailed';
  }
}

/** Why a clone failed, in git's words or the check's (credentials removed; for the log). */
export function cloneFailureReason(error: unknown): string {
  return error instanceof CloneFailed
    ? error.reason
    : withoutCredentials(error instanceof Error ? error.message : String(error));
}

/** Removes the user and password of every URL in `text` (`https://user:token@host` → `https://***@host`). */
export function withoutCredentials(text: string): string {
  // Up to the last `@` before the path: a password may hold a raw `@` of its own.
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s'"]+@/gi, '$1***@');
}

export interface CloneOptions {
  url: string;
  branch: string;
  /** Folder to create (must not exist). */
  target: string;
  onProgress: (progress: CloneProgress) => void;
  /** Aborts the clone (the api closes). */
  signal: AbortSignal;
  /** A remote silent this long is given up on. Default 10 minutes. */
  stallMs?: number;
}

/**
 * `git clone --depth 1 --branch <branch> --single-branch` of `url` into `target`, with its
 * progress. Shallow: one version of the catalog, not its history; later updates fetch from there
 * (ADR 0045). No shell and `--` before the URL (it is never read as an option); a remote asking
 * for credentials fails instead of waiting.
 */
export function cloneRepository(options: CloneOptions): Promise<void> {
  const stallMs = options.stallMs ?? 600_000;
  return new Promise((resolve, reject) => {
    const child = spawn(
      'git',
      [
        // A remote asking for credentials gets empty answers (never a prompt on the terminal the
        // server may have been started from); ssh never asks either.
        '-c',
        'core.askPass=true',
        '-c',
        'core.sshCommand=ssh -o BatchMode=yes',
        'clone',
        '--progress',
        '--depth',
        '1',
        '--branch',
        options.branch,
        '--single-branch',
        '--',
        options.url,
        options.target,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], signal: options.signal },
    );
    let stderr = '';
    let stalled = false;
    let timer: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        child.kill('SIGTERM');
      }, stallMs);
    };
    watch();
    const progress = createCloneProgressReader(options.onProgress);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      watch();
      // Only the end is needed for the reason; progress lines redraw themselves thousands of times.
      stderr = (stderr + chunk).slice(-8192);
      progress.write(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new CloneFailed(
          error.code === 'ENOENT'
            ? 'git is not installed on the server'
            : withoutCredentials(error.message),
        ),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) {
        resolve();
      } else if (stalled) {
        reject(new CloneFailed(`the remote sent nothing for ${String(stallMs / 1000)} s`));
      } else {
        reject(new CloneFailed(withoutCredentials(gitFailureReason(stderr))));
      }
    });
  });
}

export interface CloneIntoFolderOptions extends Omit<CloneOptions, 'target'> {
  /** The pack folder to create (missing). */
  dir: string;
  /** Throws a {@link CloneFailed} when the clone is not a usable pack. */
  check: (clone: string) => Promise<void>;
}

/** Whether `dir` is a folder now (a missing one is not). */
export const isDirectory = (dir: string) =>
  stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );

/** A clone no process has touched for this long is left over, whoever made it. */
const ABANDONED_CLONE_MS = 24 * 3_600_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether a clone folder beside the pack was left by a process that did not live to finish: one
 * of this host whose process is gone, or any a day old. Another api process sharing the data
 * folder may be cloning into its own right now, and must not lose it.
 */
async function isLeftOver(folder: string, name: string, prefix: string): Promise<boolean> {
  const owner = /^(.+)-(\d+)-[0-9a-f]{8}$/.exec(name.slice(prefix.length));
  if (owner?.[1] === hostname() && !isAlive(Number(owner[2]))) {
    return true;
  }
  const info = await stat(folder).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > ABANDONED_CLONE_MS;
}

/**
 * Clones beside `dir`, checks the clone, then renames it into place: readers of `dir` see no pack
 * or a whole one. A clone left by a process that did not live to finish is removed first; a
 * failed or aborted clone is removed too. When another api process sharing the data folder put
 * its copy in place first, that copy is kept.
 */
export async function cloneIntoFolder(options: CloneIntoFolderOptions): Promise<void> {
  const { dir, check, ...clone } = options;
  const parent = path.dirname(dir);
  const prefix = `.${path.basename(dir)}.clone-`;
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const folder = path.join(parent, name);
    if (name.startsWith(prefix) && (await isLeftOver(folder, name, prefix))) {
      await rm(folder, { recursive: true, force: true });
    }
  }
  await mkdir(parent, { recursive: true });
  // Named after its host and process, which tell a live clone from a left-over one.
  const target = path.join(
    parent,
    `${prefix}${hostname()}-${String(process.pid)}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await cloneRepository({ ...clone, target });
    await check(target);
    try {
      await rename(target, dir);
    } catch (error) {
      if (!(await isDirectory(dir))) {
        throw error;
      }
    }
  } finally {
    await rm(target, { recursive: true, force: true });
  }
}
