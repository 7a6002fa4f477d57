import { withoutCredentials } from './clone-repository.js';

/** A remote worth showing: a URL or `host:path`, never a folder of the server. */
export function publicRepository(url: string): string | undefined {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.toLowerCase().startsWith('file:')
    ? withoutCredentials(url)
    : /^[^/\s]+@[^/\s:]+:/.test(url)
      ? withoutCredentials(url)
      : undefined;
}
