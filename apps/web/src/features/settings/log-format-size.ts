import {
  countLogFormatTokens,
  LOG_FORMAT_MAX_CHARACTERS,
  LOG_FORMAT_MAX_TOKENS,
} from '@sillage/shared-types';

/** Why the server would refuse a log format for its size (400 / 4028), to say it in the form. */
export type LogFormatSizeProblem =
  | { kind: 'characters'; count: number; max: number }
  | { kind: 'fields'; count: number; max: number };

/** The size problem of `format`, held to the server's `Log-Format-<proxy>` limits. */
export function findLogFormatSizeProblem(format: string): LogFormatSizeProblem | undefined {
  if (format.length > LOG_FORMAT_MAX_CHARACTERS) {
    return { kind: 'characters', count: format.length, max: LOG_FORMAT_MAX_CHARACTERS };
  }
  const fields = countLogFormatTokens(format);
  return fields > LOG_FORMAT_MAX_TOKENS
    ? { kind: 'fields', count: fields, max: LOG_FORMAT_MAX_TOKENS }
    : undefined;
}
