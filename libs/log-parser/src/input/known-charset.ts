import iconv from 'iconv-lite';

/**
 * True when iconv-lite can decode and encode this charset (`cp850`, `latin1`, `macroman`…):
 * the reference accepts any iconv-lite name for `Request-Charset` and `Response-Charset`.
 */
export function isKnownCharset(name: string): boolean {
  // encodingExists is typed as a type guard; a plain boolean keeps callers' types intact.
  const known: boolean = iconv.encodingExists(name.trim());
  return known;
}
