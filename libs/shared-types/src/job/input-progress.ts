/**
 * How far a running job has read its inputs, from its live report's `input-bytes-read` and
 * `input-bytes-total` (ADR 0092); for the processing page and the job lists alike.
 */
export function readInputBytes(
  report: { readonly general?: Readonly<Record<string, unknown>> } | null | undefined,
): { read: number; total: number | null } | null {
  const general = report?.general ?? {};
  const read = general['input-bytes-read'];
  if (typeof read !== 'number' || !Number.isFinite(read)) {
    return null;
  }
  const total = general['input-bytes-total'];
  return { read, total: typeof total === 'number' && total > 0 ? total : null };
}

/** Whole percent of the inputs read (100 only once all is read); null without a total. */
export function readPercent(read: number, total: number | null): number | null {
  return total === null ? null : Math.min(100, Math.floor((read / total) * 100));
}
