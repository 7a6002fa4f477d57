/**
 * JS string coercion as the reference relies on it (`value.toString()`, arrays joined with
 * commas). An array met again inside itself is empty, as `Array.prototype.join` has it, so a
 * self-containing answer cannot recurse for ever. `within`: the arrays being joined.
 */
export function coerceToString(value: unknown, within = new Set<unknown>()): string {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value.toString();
  }
  if (Array.isArray(value)) {
    if (within.has(value)) {
      return '';
    }
    within.add(value);
    const text = value
      .map((item: unknown) =>
        item === undefined || item === null ? '' : coerceToString(item, within),
      )
      .join(',');
    within.delete(value);
    return text;
  }
  if (typeof value === 'object' && value !== null) {
    const own = (value as { toString?: unknown }).toString;
    return typeof own === 'function'
      ? String((own as () => unknown).call(value))
      : '[object Object]';
  }
  return String(value);
}
