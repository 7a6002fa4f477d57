import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, isBuiltAfter, notLibraryCode } from '@sillage/log-parser/threads';

/** Files above this size are fingerprinted by size and date, not read (KBART files). */
const HASHED_FILE_LIMIT = 1 << 20;

function git(dir: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', ['-C', dir, ...args], { timeout: 10_000 }, (error, stdout) => {
      resolve(error ? undefined : stdout.trim());
    });
  });
}

/**
 * What stands for one file in a version hash. A file that cannot be read (no permission, a folder
 * that could not be listed) stands as its error code: the pack loader skips what it cannot read,
 * platform by platform, and a version that threw instead failed every job.
 */
function fingerprint(full: string): Buffer | string {
  try {
    const info = statSync(full);
    return info.size > HASHED_FILE_LIMIT
      ? `${String(info.size)}:${String(info.mtimeMs)}`
      : readFileSync(full);
  } catch (error) {
    return `unreadable:${String((error as NodeJS.ErrnoException).code ?? error)}`;
  }
}

function hashFiles(dir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\u0000`);
    hash.update(fingerprint(path.join(dir, file)));
    hash.update('\u0000');
  }
  return hash.digest('hex').slice(0, 24);
}

// A pack's tables test it; they do not change what its parsers answer.
const notPackCode = (relative: string) =>
  path.basename(relative).startsWith('.') || /(^|\/)test$/.test(relative);

/**
 * The version of one pack folder: `git:<HEAD commit>` for a clean git working copy, otherwise
 * `content:<hash>` of its manifests, parsers and data files (tables left out).
 */
export async function packKeyOf(dir: string): Promise<string> {
  const commit = await git(dir, ['rev-parse', 'HEAD']);
  if (commit !== undefined && /^[0-9a-f]{40}$/.test(commit)) {
    const changes = await git(dir, ['status', '--porcelain', '--untracked-files=no']);
    if (changes === '') {
      return `git:${commit}`;
    }
  }
  return `content:${hashFiles(dir, filesUnder(dir, notPackCode))}`;
}

/** The version of the packs a catalog loads, in order. */
export async function packsKeyOf(dirs: readonly string[]): Promise<string> {
  const keys = await Promise.all(dirs.map(packKeyOf));
  return keys.join('+');
}

let codeKey: Promise<string> | undefined;

/**
 * The version of the recognition code this process runs: a hash of the platforms library's own
 * files (native definitions, rule engine, pack runtime, this check and its URL variants). The
 * app's version number would not do: it does not change from one commit to the next.
 */
export function recognitionCodeKey(): Promise<string> {
  // A failure (an unreadable file) rejects the promise, as it did when the reads were async.
  codeKey ??= new Promise((resolve) => {
    const folder = keyedFolder(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
    resolve(hashFiles(folder, filesUnder(folder, notLibraryCode)));
  });
  return codeKey;
}

/**
 * Which of the library's folders the key hashes. Built code in a checkout hashes the sources it
 * was built from, when it is newer than their last change: then the tests (which run the
 * sources) and the built tools and servers share one key per version of the code, and CI checks
 * the shared pack once for both. Otherwise (no sources beside it, or sources edited since the
 * build) it hashes itself, so verdicts found by older code are never taken for the sources'.
 */
export function keyedFolder(running: string): string {
  const sources = path.join(path.dirname(running), 'src');
  if (running === sources || !existsSync(sources)) {
    return running;
  }
  return isBuiltAfter(sources, running) ? sources : running;
}
