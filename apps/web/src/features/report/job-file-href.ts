/** `…/<job uuid>` or `…/<job uuid>/<file>` at the end of a path: a job's result or one of its files. */
const JOB_FILE_PATH =
  /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/[^/]+)?$/i;

/**
 * Where this page reaches a job file the report names by an absolute URL. The report keeps the
 * address the job was sent to (ADR 0060), which may be another host name of this server than
 * the page's (a mail's `localhost` link, the job sent to `127.0.0.1`): the session cookie is the
 * page's, so the link keeps its path on the page's own origin. Other URLs are left as they are.
 */
export function jobFileHref(url: string): string {
  try {
    const parsed = new URL(url);
    return JOB_FILE_PATH.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}
