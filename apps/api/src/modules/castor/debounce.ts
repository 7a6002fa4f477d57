/**
 * Calls `run` once a burst of `trigger()` calls has been quiet for `waitMs`, and at least every
 * `maxWaitMs` while the burst lasts (castor's progress: many changes a second, a few messages).
 */
export function createDebouncer(run: () => void, waitMs: number, maxWaitMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let firstAt: number | undefined;
  const fire = () => {
    clearTimeout(timer);
    timer = undefined;
    firstAt = undefined;
    run();
  };
  return {
    trigger() {
      const now = Date.now();
      firstAt ??= now;
      clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(waitMs, firstAt + maxWaitMs - now)));
    },
    /** Sends what is pending now (at the end of a sync). */
    flush() {
      if (timer !== undefined) {
        fire();
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
