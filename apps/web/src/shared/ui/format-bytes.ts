const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

/** Human-readable size in decimal units (1337 → "1.34 kB"), formatted for the locale. */
export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 1000) {
    return `${Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0))} B`;
  }
  const exponent = Math.min(Math.floor(Math.log10(bytes) / 3), UNITS.length - 1);
  const value = bytes / 1000 ** exponent;
  const text = new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(value);
  return `${text} ${UNITS[exponent] ?? 'B'}`;
}
