import { VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { selectProcessStatus } from '../process/process.slice.js';
import type { JobStatus } from '../process/step-rules.js';
import { describeJobState } from './job-state-label.js';

const ENDS: ReadonlySet<JobStatus> = new Set<JobStatus>(['end', 'abort', 'error']);

/**
 * Says out loud that the job ended (finished, cancelled, failed) while the user is on another
 * page: the top bar's button changes its words, which screen readers do not read by themselves.
 * The processing page says it on its own. A live region that is there before its words change.
 */
export function JobEndAnnouncer() {
  const status = useAppSelector(selectProcessStatus);
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(status);
  const [said, setSaid] = useState<JobStatus>(null);
  if (status !== seen) {
    // Adjusted while rendering (not in an effect): only a change of status is news.
    setSeen(status);
    setSaid(ENDS.has(status) && pathname !== '/process' ? status : null);
  }
  return (
    <VisuallyHidden role="status" data-testid="job-end-announced">
      {said !== null && <FormattedMessage {...describeJobState(said)} />}
    </VisuallyHidden>
  );
}
