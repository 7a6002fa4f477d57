/**
 * Returns a copy of `value` that does not share memory with the string it was cut from. Values
 * cut out of a log line keep the whole input chunk alive in V8 (sliced strings); anything kept
 * beyond the current batch (cache keys, counters by domain) must be detached first, otherwise
 * memory grows with the input.
 */
export function detachString(value: string): string {
  return (' ' + value).slice(1);
}
