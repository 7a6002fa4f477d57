import { detachString } from '../engine/detach-string.js';

/** Distinct user agents remembered at once; a log has a few thousand. */
const REMEMBERED_AGENTS = 10_000;

/**
 * `answer` remembered per distinct user agent (a log repeats a few thousand of them), on detached
 * copies so that no cache pins the input chunk a user agent was cut from.
 */
export function rememberPerUserAgent<T>(
  answer: (userAgent: string) => T,
): (userAgent: string) => T {
  const answers = new Map<string, T>();
  return (userAgent) => {
    let known = answers.get(userAgent);
    if (known === undefined) {
      const key = detachString(userAgent);
      known = answer(key);
      if (answers.size >= REMEMBERED_AGENTS) {
        answers.clear();
      }
      answers.set(key, known);
    }
    return known;
  };
}
