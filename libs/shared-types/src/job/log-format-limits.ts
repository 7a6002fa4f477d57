/**
 * Most characters a `Log-Format-<proxy>` header may hold. Real formats are a few hundred at
 * most; the format becomes one regex, which V8 compiles in a time that grows faster than its
 * length (about 7 s for 3 000 fields), so a far larger header is refused before any work.
 */
export const LOG_FORMAT_MAX_CHARACTERS = 5000;

/** Most `%` fields a `Log-Format-<proxy>` header may hold (real formats have 5 to 40). */
export const LOG_FORMAT_MAX_TOKENS = 200;

/** The `%` fields of a format string: each `%` that does not start a `%%` (a literal percent sign). */
export function countLogFormatTokens(format: string): number {
  let count = 0;
  for (let index = format.indexOf('%'); index !== -1; index = format.indexOf('%', index + 1)) {
    if (format[index + 1] === '%') {
      index += 1;
    } else {
      count += 1;
    }
  }
  return count;
}

/**
 * Why the log format `format`, sent as `header`, is too big to be compiled (naming the header
 * and the limit); undefined when it is within both limits.
 */
export function describeLogFormatSizeProblem(header: string, format: string): string | undefined {
  if (format.length > LOG_FORMAT_MAX_CHARACTERS) {
    return `${header} is ${String(format.length)} characters long; at most ${String(LOG_FORMAT_MAX_CHARACTERS)} are accepted.`;
  }
  const tokens = countLogFormatTokens(format);
  if (tokens > LOG_FORMAT_MAX_TOKENS) {
    return `${header} holds ${String(tokens)} % fields; at most ${String(LOG_FORMAT_MAX_TOKENS)} are accepted.`;
  }
  return undefined;
}
