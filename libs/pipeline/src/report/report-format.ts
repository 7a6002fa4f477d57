/** Job-Duration as the reference writes it: "[h h ][m m ]s s " (e.g. "4 m 22 s "). */
export function formatJobDuration(durationMs: number): string {
  const total = Math.floor(durationMs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours > 0 ? `${hours} h ` : ''}${hours > 0 || minutes > 0 ? `${minutes} m ` : ''}${seconds} s `;
}

/** A rate per second, rounded, as the reference's "N lignes/s" / "N ec/s". */
export function formatSpeed(count: number, durationMs: number, unit: string): string {
  const perSecond = durationMs > 0 ? Math.round((count * 1000) / durationMs) : count;
  return `${perSecond} ${unit}`;
}

/** Rejection-Rate "x %": rejected ÷ (input − ignored) × 100, two decimals. */
export function formatRejectionRate(rejected: number, pertinent: number): string {
  const rate = pertinent > 0 ? Math.round((rejected / pertinent) * 10_000) / 100 : 0;
  return `${rate} %`;
}
