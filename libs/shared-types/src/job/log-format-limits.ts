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

/** Which limit a log format passes, by how much: for a form to word it in its own language. */
export type LogFormatSizeProblem =
  | { kind: 'characters'; count: number; max: number }
  | { kind: 'fields'; count: number; max: number };

/** The first `Log-Format-<proxy>` limit `format` passes; undefined when it is within both. */
export function findLogFormatSizeProblem(format: string): LogFormatSizeProblem | undefined {
  if (format.length > LOG_FORMAT_MAX_CHARACTERS) {
    return { kind: 'characters', count: format.length, max: LOG_FORMAT_MAX_CHARACTERS };
  }
  const fields = countLogFormatTokens(format);
  return fields > LOG_FORMAT_MAX_TOKENS
    ? { kind: 'fields', count: fields, max: LOG_FORMAT_MAX_TOKENS }
    : undefined;
}

/**
 * Why the log format `format`, sent as `header`, is too big to be compiled (naming the header
 * and the limit); undefined when it is within both limits.
 */
export function describeLogFormatSizeProblem(header: string, format: string): string | undefined {
  const problem = findLogFormatSizeProblem(format);
  if (problem === undefined) {
    return undefined;
  }
  const { count, max } = problem;
  return problem.kind === 'characters'
    ? `${header} is ${String(count)} characters long; at most ${String(max)} are accepted.`
    : `${header} holds ${String(count)} % fields; at most ${String(max)} are accepted.`;
}
