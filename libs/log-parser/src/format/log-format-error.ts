/** A log format string that cannot be compiled; the message names the offending token and why. */
export class LogFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogFormatError';
  }
}
