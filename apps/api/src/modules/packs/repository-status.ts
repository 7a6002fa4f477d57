import type { RepositoryStatus } from '@sillage/shared-types';
import { git, isGitWorkingCopy, tryGit } from './git-runner.js';

/**
 * The remote-tracking ref a working copy follows: its upstream, else `origin/<branch>`, else (a
 * detached HEAD, as the reference treats it) `origin/HEAD`, `origin/master` or `origin/main`;
 * undefined when there is none (no `origin`, or nothing fetched from it).
 */
export async function findRemoteRef(dir: string): Promise<string | undefined> {
  const upstream = await tryGit(dir, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  if (upstream) {
    return upstream;
  }
  const branch = await tryGit(dir, ['rev-parse', '--abbrev-ref', 'HEAD']);
  const candidates = [
    ...(branch && branch !== 'HEAD' ? [`origin/${branch}`] : []),
    'origin/HEAD',
    'origin/master',
    'origin/main',
  ];
  for (const candidate of candidates) {
    if (await tryGit(dir, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`])) {
      return candidate;
    }
  }
  return undefined;
}

/** The remote-tracking ref to update from (see findRemoteRef); throws when there is none. */
export async function remoteRef(dir: string): Promise<string> {
  const ref = await findRemoteRef(dir);
  if (ref === undefined) {
    throw new Error(`${dir} has no remote branch to follow (no origin?)`);
  }
  return ref;
}

const count = async (dir: string, range: string) =>
  Number(await git(dir, ['rev-list', '--count', range]));

/** Fetches under way, by working copy: the app and the middlewares share one. */
const fetching = new Map<string, Promise<unknown>>();

/**
 * `git fetch` of `dir`'s origin; a call while one runs waits for it rather than fetching into
 * the same working copy at once (both would take its ref locks).
 */
function fetchOrigin(dir: string): Promise<unknown> {
  const running = fetching.get(dir);
  if (running !== undefined) {
    return running;
  }
  const fetched = git(dir, ['fetch', '--tags', '--prune', 'origin']).finally(() => {
    fetching.delete(dir);
  });
  fetching.set(dir, fetched);
  return fetched;
}

/**
 * The reference's `git-status` answer for one working copy: `git fetch` first (unless told not
 * to), then where HEAD stands against the remote branch and its latest tag. A plain folder gives
 * `{"is-git-repo": false}`; a working copy without a remote branch to follow (no `origin`, or
 * nothing fetched from it), only where HEAD is.
 */
export async function readRepositoryStatus(
  dir: string,
  options: { fetch?: boolean } = {},
): Promise<RepositoryStatus> {
  if (!(await isGitWorkingCopy(dir))) {
    return { 'is-git-repo': false };
  }
  const remotes = (await git(dir, ['remote'])).split('\n');
  if (remotes.includes('origin') && options.fetch !== false) {
    await fetchOrigin(dir);
  }
  const ref = remotes.includes('origin') ? await findRemoteRef(dir) : undefined;
  if (ref === undefined) {
    // A clone without its remote (or a fresh `git init`, a worktree): nothing to be behind.
    return {
      'is-git-repo': true,
      current: await git(dir, ['describe', '--tags', '--always', 'HEAD']),
      'local-changes': (await git(dir, ['status', '--porcelain'])) !== '',
    };
  }
  const describe = (target: string) => git(dir, ['describe', '--tags', '--always', target]);
  const tag = await tryGit(dir, ['describe', '--tags', '--abbrev=0', ref]);
  const behind = await count(dir, `HEAD..${ref}`);
  const ahead = await count(dir, `${ref}..HEAD`);
  let fromTag: RepositoryStatus['from-tag'];
  if (tag !== undefined) {
    fromTag =
      (await count(dir, `HEAD..${tag}`)) > 0
        ? 'outdated'
        : (await count(dir, `${tag}..HEAD`)) > 0
          ? 'upward'
          : 'uptodate';
  }
  return {
    'is-git-repo': true,
    current: await describe('HEAD'),
    head: await describe(ref),
    ...(tag === undefined ? {} : { tag }),
    'from-head': behind > 0 ? 'outdated' : 'uptodate',
    ...(fromTag === undefined ? {} : { 'from-tag': fromTag }),
    'local-commits': ahead > 0,
    'local-changes': (await git(dir, ['status', '--porcelain'])) !== '',
  };
}

/**
 * `GET /api/info/{platforms|middlewares}/changed`: for each top folder (a platform) of `under`
 * (the whole working copy by default), the files that differ between HEAD and the remote branch
 * (no fetch: the last status call fetched). Nothing is known to change, so `{}`, for a plain
 * folder or a working copy without a remote branch.
 */
export async function readChangedFiles(dir: string, under = ''): Promise<Record<string, string[]>> {
  if (!(await isGitWorkingCopy(dir))) {
    return {};
  }
  const ref = await findRemoteRef(dir);
  if (ref === undefined) {
    return {};
  }
  const files = (
    await git(dir, ['diff', '--name-only', 'HEAD', ref, ...(under === '' ? [] : ['--', under])])
  )
    .split('\n')
    .filter((file) => file !== '')
    .map((file) => file.slice(under.length));
  const changed: Record<string, string[]> = {};
  for (const file of files) {
    const [top, ...rest] = file.split('/');
    if (top !== undefined && rest.length > 0) {
      (changed[top] ??= []).push(rest.join('/'));
    }
  }
  return changed;
}
