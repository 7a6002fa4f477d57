/** JS string coercion as the reference relies on it (`value.toString()`, arrays joined with commas). */
export function coerceToString(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value.toString();
  }
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) => (item === undefined || item === null ? '' : coerceToString(item)))
      .join(',');
  }
  if (typeof value === 'object' && value !== null) {
    const own = (value as { toString?: unknown }).toString;
    return typeof own === 'function'
      ? String((own as () => unknown).call(value))
      : '[object Object]';
  }
  return String(value);
}
