import type { MyJob } from '@sillage/shared-types';
import type { MessageDescriptor } from 'react-intl';
import { myJobsMessages } from './my-jobs.messages.js';

/** One view of a job on "My jobs": where it leads, its name, and whether it is a file download. */
export interface JobLink {
  to: string;
  label: MessageDescriptor;
  isFile?: boolean;
}

/**
 * The views a job has: every view once completed, but the result and its dashboard only when the
 * result is kept, its COUNTER tables only when it was counted (a job sent with `POST /` streamed
 * it back); its report once it started: live while it runs, and as far as it got when it failed
 * or was cancelled (a stopped job keeps its report and traces).
 */
export function listJobLinks(
  job: Pick<MyJob, 'jobId' | 'status' | 'startedAt' | 'resultKept' | 'counted'>,
): JobLink[] {
  const base = `/report/${encodeURIComponent(job.jobId)}`;
  if (job.status === 'completed') {
    const resultViews: JobLink[] = job.resultKept
      ? [
          { to: `/${encodeURIComponent(job.jobId)}`, label: myJobsMessages.result, isFile: true },
          { to: `${base}/dashboard`, label: myJobsMessages.dashboard },
        ]
      : [];
    return [
      { to: base, label: myJobsMessages.report },
      ...resultViews,
      // A job not counted has no COUNTER tables (a server that does not say keeps the link).
      ...(job.counted === false ? [] : [{ to: `${base}/counter`, label: myJobsMessages.counter }]),
      { to: `${base}/rejects`, label: myJobsMessages.rejects },
    ];
  }
  const hasRun =
    job.status === 'error' ||
    ((job.status === 'abort' || job.status === 'running') && job.startedAt !== null);
  return hasRun ? [{ to: base, label: myJobsMessages.report }] : [];
}
