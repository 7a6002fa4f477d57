import { DateFormatError } from './date-format-error.js';
import { tokenizeDateFormat } from './date-format-tokens.js';

/** Why a `Date-Format` cannot be read (the DateFormatError message), or undefined when it can. */
export function describeDateFormatProblem(dateFormat: string): string | undefined {
  // ISO_8601 is the CSV input's own format name, not a moment format.
  if (dateFormat === 'ISO_8601') {
    return undefined;
  }
  try {
    tokenizeDateFormat(dateFormat);
    return undefined;
  } catch (error) {
    if (error instanceof DateFormatError) {
      return error.message;
    }
    throw error;
  }
}
