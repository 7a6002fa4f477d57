import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks.js';
import { selectProcessStatus } from './process.slice.js';
import { isJobRunning } from './step-rules.js';

function handleBeforeUnload(event: BeforeUnloadEvent) {
  // Makes current browsers ask (the deprecated returnValue is only for Chrome before 119).
  event.preventDefault();
}

/**
 * While the job started in this tab uploads or finalises, the browser asks before the page is
 * reloaded or left: the connection that carries the job would close, and the server stops a job
 * whose client went away. In-app navigation keeps the page, so it needs no warning.
 */
export function useLeaveWarningWhileJobRuns(): void {
  const isRunning = isJobRunning(useAppSelector(selectProcessStatus));
  useEffect(() => {
    if (!isRunning) {
      return undefined;
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
    };
  }, [isRunning]);
}
