import { encodeExtended } from 'content-disposition';

/**
 * `Content-Disposition` of a download named `name`: `attachment; filename="…"` quoted as the
 * reference sent it, plus an RFC 5987 `filename*` (UTF-8) when the name is not plain ASCII, whose
 * `filename` then keeps `?` for the other characters (a header value must be latin-1, and old
 * clients read only `filename`). The name must hold no `"`, `\` or control character (the
 * routes refuse them).
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '?');
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=${encodeExtended(name)}`;
}
