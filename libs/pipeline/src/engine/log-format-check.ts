import { compileLogFormat, isProxyType, LogFormatError } from '@sillage/log-parser';

/** Fields a log format may give an event's time in (`%t`, `%ts`, custom fields so named). */
const DATE_FIELDS = ['datetime', 'timestamp', 'epoch'];

/**
 * What a given format lacks that every line needs: a line without a date or a URL is left out,
 * so such a format would end the job done with nothing in it, and no word of why.
 */
export function lackingFormatField(fieldNames: readonly string[]): string | undefined {
  if (!fieldNames.some((name) => DATE_FIELDS.includes(name))) {
    return 'the format captures no date (%t, or a %{datetime}, %{timestamp} or %{epoch} field), and every line without one is left out';
  }
  if (!fieldNames.includes('url')) {
    return 'the format captures no URL (%r, %U, or a %{url} field), and every line without one is left out';
  }
  return undefined;
}

/**
 * Why a job could not use this `Log-Format-<proxy>` (its compiler's sentence, or what it lacks),
 * or undefined: checked where settings are read (an upload, a saved setting, the predefined
 * listing), so a bad format is refused before any line is sent.
 */
export function describeLogFormatProblem(proxy: string, format: string): string | undefined {
  if (!isProxyType(proxy)) {
    return undefined;
  }
  try {
    return lackingFormatField(compileLogFormat(proxy, format).fieldNames);
  } catch (error) {
    if (error instanceof LogFormatError) {
      return error.message;
    }
    throw error;
  }
}
