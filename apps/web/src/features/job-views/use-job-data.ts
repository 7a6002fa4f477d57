import { useCallback, useEffect, useRef, useState } from 'react';

export type JobData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads one job's data whenever `key` changes (job id, filters…). An answer is kept with the key
 * it was asked for, so one arriving after a newer request is never shown as current (quick filter
 * changes cannot show stale figures). The request of a key left (or of a page left) is aborted
 * through `signal`: the server may be counting a big result for it for seconds. `reload` asks
 * again, showing the loading state; `refresh` asks again behind the data shown, which stays until
 * the new answer (and stays if that one fails): for pages that follow jobs still running.
 */
export function useJobData<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [request, setRequest] = useState({ attempt: 0, isQuiet: false });
  const requestKey = `${request.attempt}\u0000${key}`;
  const [answer, setAnswer] = useState<{ key: string; for: string; data: JobData<T> } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const controller = new AbortController();
    const isQuiet = request.isQuiet;
    loadRef.current(controller.signal).then(
      (data) => {
        if (isCurrent) setAnswer({ key: requestKey, for: key, data: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setAnswer((shown) =>
          isQuiet && shown?.for === key && shown.data.status === 'ready'
            ? { ...shown, key: requestKey }
            : { key: requestKey, for: key, data: { status: 'error', error } },
        );
      },
    );
    return () => {
      isCurrent = false;
      controller.abort();
    };
    // (`key` and `request` change only with `requestKey`: the effect runs once per request.)
  }, [requestKey, key, request.isQuiet]);

  const reload = useCallback(
    () => setRequest(({ attempt }) => ({ attempt: attempt + 1, isQuiet: false })),
    [],
  );
  const refresh = useCallback(
    () => setRequest(({ attempt }) => ({ attempt: attempt + 1, isQuiet: true })),
    [],
  );
  let data: JobData<T> = { status: 'loading' };
  if (answer !== null) {
    // A refresh keeps the data it refreshes on screen until its own answer.
    const isRefreshed = request.isQuiet && answer.for === key && answer.data.status === 'ready';
    if (answer.key === requestKey || isRefreshed) data = answer.data;
  }
  return { ...data, reload, refresh };
}
