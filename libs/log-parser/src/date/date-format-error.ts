/** A `Date-Format` that cannot be compiled; the message names the offending token and why. */
export class DateFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DateFormatError';
  }
}
