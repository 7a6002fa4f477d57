/**
 * Checks of header values that need libraries this contracts project may not import: the
 * runtime that runs jobs (the pipeline, with iconv-lite and the date compiler) supplies them.
 */
export interface JobSettingsChecks {
  /** True when the runtime can decode input and encode output in this charset. */
  isKnownCharset(name: string): boolean;
  /** Why this `Date-Format` cannot be read (a sentence naming the token), or undefined. */
  dateFormatProblem(format: string): string | undefined;
  /** Why a job could not use this `Log-Format-<proxy>` (invalid, or lacking a date or URL). */
  logFormatProblem?(proxy: string, format: string): string | undefined;
}
