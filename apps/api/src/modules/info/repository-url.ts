import { tryGit } from '../packs/git-runner.js';

// `git@host:owner/repo.git` (scp-like ssh syntax).
const SCP_LIKE = /^[\w.-]+@([\w.-]+):(?!\/)(.+)$/;

/**
 * The web page of a git remote, for the drawer's "Version" link: `https://host/owner/repo` from
 * an https, ssh or scp-like remote, without `.git` and without credentials (a token in a remote
 * URL must never reach a browser). Undefined for local paths and other schemes.
 */
export function webUrlOfRemote(remote: string | undefined): string | undefined {
  if (remote === undefined || remote.trim() === '') {
    return undefined;
  }
  const trimmed = remote.trim();
  const scp = SCP_LIKE.exec(trimmed);
  let host: string;
  let pathname: string;
  if (scp !== null) {
    host = scp[1] ?? '';
    pathname = `/${scp[2] ?? ''}`;
  } else {
    if (!URL.canParse(trimmed)) {
      return undefined;
    }
    const url = new URL(trimmed);
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol) || url.hostname === '') {
      return undefined;
    }
    host = url.hostname;
    pathname = url.pathname;
  }
  const path = pathname.replace(/\.git\/?$/, '').replace(/\/+$/, '');
  return path === '' ? undefined : `https://${host}${path}`;
}

/** The repository page shown with the version: the configured one, else the `origin` remote's. */
export async function readRepositoryUrl(
  appDir: string,
  configured: string | undefined,
): Promise<string | undefined> {
  if (configured !== undefined) {
    return configured;
  }
  return webUrlOfRemote(await tryGit(appDir, ['remote', 'get-url', 'origin']));
}
