/**
 * An absolute path of the server in a message: a `/` right after the start, a space, a quote, a
 * bracket or `=` (never the `//` of a URL, nor a relative path like `origin/main`), then
 * everything up to the next space, quote or bracket.
 */
const ABSOLUTE_PATH = /(^|[\s'"`(<[=])(\/(?!\/)[^\s'"`()<>[\]]*)/g;

/**
 * `message` without the server's absolute paths, for an error meant for the client: each becomes
 * `…/<its last segment>` (`…/manifest.json`), which still says which file, not where the server
 * keeps it. The caller logs the full message.
 */
export function redactPaths(message: string): string {
  return message.replace(ABSOLUTE_PATH, (_match, before: string, found: string) => {
    const last = found.replace(/\/+$/, '').split('/').at(-1) ?? '';
    return `${before}…/${last}`;
  });
}
