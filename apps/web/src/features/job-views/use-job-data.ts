import { useCallback, useEffect, useRef, useState } from 'react';

export type JobData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads one job's data whenever `key` changes (job id, filters…). An answer is kept with the key
 * it was asked for, so one arriving after a newer request is never shown as current (quick filter
 * changes cannot show stale figures). The request of a key left (or of a page left) is aborted
 * through `signal`: the server may be counting a big result for it for seconds. `reload` asks
 * again.
 */
export function useJobData<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${attempt}\u0000${key}`;
  const [answer, setAnswer] = useState<{ key: string; data: JobData<T> } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const request = new AbortController();
    loadRef.current(request.signal).then(
      (data) => {
        if (isCurrent) setAnswer({ key: requestKey, data: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (isCurrent) setAnswer({ key: requestKey, data: { status: 'error', error } });
      },
    );
    return () => {
      isCurrent = false;
      request.abort();
    };
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const data: JobData<T> = answer?.key === requestKey ? answer.data : { status: 'loading' };
  return { ...data, reload };
}
