import {
  IN_PROGRESS_JOB_STATES,
  type JobAbortReason,
  type JobState,
  type JobSummary,
} from '@sillage/shared-types';
import type { MessageDescriptor } from 'react-intl';
import { myJobsMessages } from './my-jobs.messages.js';

/** A job still queued or running: it can be cancelled, not yet deleted. */
export function isInProgress(job: Pick<JobSummary, 'status'>): boolean {
  return (IN_PROGRESS_JOB_STATES as readonly JobState[]).includes(job.status);
}

/** How a job's state reads on a page: badge colour and label, and why it stopped when known. */
export interface JobOutcome {
  palette: string;
  label: MessageDescriptor;
  /** Why an interrupted job stopped; null when the label says it all. */
  reason: MessageDescriptor | null;
}

const STATE_OUTCOMES: Record<JobState, Omit<JobOutcome, 'reason'>> = {
  completed: { palette: 'green', label: myJobsMessages.completed },
  error: { palette: 'red', label: myJobsMessages.error },
  abort: { palette: 'gray', label: myJobsMessages.abort },
  running: { palette: 'teal', label: myJobsMessages.running },
  queued: { palette: 'teal', label: myJobsMessages.queued },
};

// A connection that closed stops its job too (one request is one job): that is no one's cancel,
// so it is named apart, with where it happened.
const INTERRUPTIONS: Record<Exclude<JobAbortReason, 'cancelled'>, MessageDescriptor> = {
  'upload-interrupted': myJobsMessages.uploadInterrupted,
  'client-gone': myJobsMessages.clientGone,
  'server-stopped': myJobsMessages.serverStopped,
};

/**
 * A job's state as "My jobs" shows it: a user's cancel is "Cancelled", a hang-up "Interrupted",
 * and a queued job still receiving its files "Uploading" (it waits for its browser, not for us).
 */
export function describeJobOutcome(
  job: Pick<JobSummary, 'status' | 'abortReason'> & Pick<Partial<JobSummary>, 'uploading'>,
): JobOutcome {
  if (job.status === 'queued' && job.uploading === true) {
    return { palette: 'teal', label: myJobsMessages.uploading, reason: null };
  }
  if (job.status === 'abort' && job.abortReason !== null && job.abortReason !== 'cancelled') {
    return {
      palette: 'orange',
      label: myJobsMessages.interrupted,
      reason: INTERRUPTIONS[job.abortReason],
    };
  }
  return { ...STATE_OUTCOMES[job.status], reason: null };
}

/** Whose cancel a page names: on the owner's own page, their own cancel is theirs ("by you"). */
export interface JobCancellerText {
  message: MessageDescriptor;
  values: { who: string };
}

/**
 * Who cancelled a job, as a page words it ("Cancelled by admin@…", or "by you" on the owner's
 * own page); null when no signed-in user cancelled it.
 */
export function describeJobCanceller(
  job: Pick<JobSummary, 'userId' | 'cancelledBy'>,
  isOwnersPage: boolean,
): JobCancellerText | null {
  const canceller = job.cancelledBy;
  if (canceller === null) {
    return null;
  }
  const isOwner = canceller.userId !== null && canceller.userId === job.userId;
  return {
    message: isOwnersPage && isOwner ? myJobsMessages.cancelledByYou : myJobsMessages.cancelledBy,
    values: { who: canceller.email },
  };
}
