/** Levenshtein distance, stopping once it is over `limit` (names are short). */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * A fifth of the name's length, at most 2: `Ouput-Fields` is near Output-Fields, while `Accept`
 * is not near `Expect`, nor `oe-packet-size` (a reference middleware this build lacks) near
 * `HAL-Packet-Size`.
 */
function nearLimit(name: string): number {
  return Math.min(2, Math.floor(name.length / 5));
}

/**
 * The spelling, among `candidates` (lower-case name, spelling), nearest to `name` in any case,
 * when one is within {@link nearLimit} edits; the first of equally near ones.
 */
export function nearestName(
  name: string,
  candidates: Iterable<readonly [string, string]>,
): string | undefined {
  const lower = name.toLowerCase();
  const limit = nearLimit(lower);
  let best: { name: string; distance: number } | undefined;
  for (const [known, spelled] of candidates) {
    const distance = editDistance(lower, known, limit);
    if (distance <= limit && (best === undefined || distance < best.distance)) {
      best = { name: spelled, distance };
    }
  }
  return best?.name;
}
