/** Decimal units from kilobytes up: French says "ko", "Mo", English "kB", "MB" (Intl's short form). */
const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * Human-readable size in decimal units, in the locale's numbers and unit symbols: 1337 →
 * "1.34 kB" in English, "1,34 ko" in French; under 1000, "512 B" / "512 o" (Intl's short "byte"
 * is a word in English, so bytes keep the narrow form there).
 */
export function formatBytes(bytes: number, locale: string): string {
  const size = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  if (size < 1000) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'byte',
      unitDisplay: locale.startsWith('fr') ? 'short' : 'narrow',
    })
      .format(Math.round(size))
      .replace(/(\d)B$/, '$1 B');
  }
  const exponent = Math.min(Math.floor(Math.log10(size) / 3), UNITS.length);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[exponent - 1] ?? 'terabyte',
    unitDisplay: 'short',
    maximumSignificantDigits: 3,
  }).format(size / 1000 ** exponent);
}
