/** Digit and letter runs as one class character each: `/pii/S0012160612004174` → `/pii/A9`. */
function classes(text: string): string {
  return text
    .replace(/[0-9]+/g, '9')
    .replace(/[a-z]+/g, 'a')
    .replace(/[A-Z]+/g, 'A');
}

// Words of a path are kept (they choose a parser's branch); segments with digits and long
// tokens are identifiers, reduced to their classes.
function segmentShape(segment: string): string {
  return /[0-9]/.test(segment) || segment.length > 24 ? classes(segment) : segment.toLowerCase();
}

/**
 * The shape of a URL: host, path words, identifier classes, query parameter names and the
 * classes of their values. URLs of one shape take the same branches of a parser.
 */
export function urlShape(url: string): string {
  const found = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(?:\?([^#]*))?/i.exec(url);
  if (found === null) {
    return url;
  }
  const host = (found[1] ?? '').toLowerCase().replace(/:[0-9]*$/, '');
  const pathShape = (found[2] ?? '').split('/').map(segmentShape).join('/');
  const query = (found[3] ?? '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${classes(pair.slice(equals + 1))}`;
    })
    .sort();
  return `${host}${pathShape}?${query.join('&')}`;
}

/** At most `perShape` items of each URL shape, in their order. */
export function sampleByShape<T extends { url: string }>(
  items: readonly T[],
  perShape: number,
): T[] {
  const counts = new Map<string, number>();
  return items.filter((item) => {
    const shape = urlShape(item.url);
    const count = counts.get(shape) ?? 0;
    counts.set(shape, count + 1);
    return count < perShape;
  });
}
