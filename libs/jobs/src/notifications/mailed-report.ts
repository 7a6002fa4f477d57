/**
 * The job's report as a mail attaches it. Two things in the stored report are for the caller who
 * sent the job, not for whoever the mail reaches:
 * - its links (`result-file-ecs`, `URL-Report`, `url-<rejects>`…) are under the base the job was
 *   sent to, which the caller chose (its Host header, ADR 0060); in the mail they are under the
 *   mail's own base, or left out without one;
 * - its `notifications` section names every recipient, who each got the mail as a blind copy
 *   (and whether the mail reached them is not known while it is being sent).
 */
export function mailedReport(
  report: Record<string, unknown> | null | undefined,
  base: string,
  jobId: string,
): Record<string, unknown> | null | undefined {
  if (report === null || report === undefined) {
    return report;
  }
  // Any absolute URL of this job's files, whatever host and path prefix it was built on (a job
  // id is a uuid: nothing in it to escape).
  const jobLink = new RegExp(`^https?://[^\\s]*?/${jobId}(?=/|$)`, 'i');
  const mailBase = /^https?:\/\//i.test(base) ? base : undefined;
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string' && jobLink.test(value)) {
      return mailBase === undefined ? undefined : value.replace(jobLink, `${mailBase}/${jobId}`);
    }
    if (Array.isArray(value)) {
      return value.map(rewrite);
    }
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value)
          .map(([key, inner]) => [key, rewrite(inner)] as const)
          .filter(([, inner]) => inner !== undefined),
      );
    }
    return value;
  };
  const { notifications: _recipients, ...rest } = report;
  return rewrite(rest) as Record<string, unknown>;
}
