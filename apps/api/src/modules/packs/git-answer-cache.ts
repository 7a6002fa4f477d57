/**
 * Answers of git commands (repository status, changed files) kept for a while, so routes open to
 * users and anonymous callers never make the server run git per request: each answer is computed
 * at most once per `ttlMs` per key, concurrent callers share one run, and a failure is kept as
 * long as a success (a failing remote is not retried by every caller). Admins' live answers and
 * pack updates replace or drop what is kept for a working copy.
 */
export interface GitAnswerCache {
  /** The kept answer for `key` when younger than the time-to-live, else a new run of `compute`. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Keeps `value` as the answer for `key` from now. */
  set(key: string, value: unknown): void;
  /** Drops every answer whose key starts with `prefix` (one working copy's answers). */
  drop(prefix: string): void;
}

export function createGitAnswerCache(ttlMs: number, now: () => number = Date.now): GitAnswerCache {
  const kept = new Map<string, { at: number; answer: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const entry = kept.get(key);
      if (entry !== undefined && now() - entry.at < ttlMs) {
        return entry.answer as Promise<T>;
      }
      const answer = compute();
      // Kept whatever its outcome; callers still see the rejection.
      answer.catch(() => undefined);
      kept.set(key, { at: now(), answer });
      return answer;
    },
    set(key, value) {
      kept.set(key, { at: now(), answer: Promise.resolve(value) });
    },
    drop(prefix) {
      for (const key of kept.keys()) {
        if (key.startsWith(prefix)) {
          kept.delete(key);
        }
      }
    },
  };
}
