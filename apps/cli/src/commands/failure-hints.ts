/**
 * What to do after a job failure whose reference message is written for an HTTP client: "Got no
 * content from the client", "Line format was not recognized". Shown only with that bare message,
 * as a detailed one (an unknown format token…) already points at the fault.
 */
const HINTS: Readonly<Record<number, { message: string; hint: string }>> = {
  4001: {
    message: 'Got no content from the client',
    hint: 'the input is empty or holds only blank lines: give a log file, or pipe log lines into standard input',
  },
  4003: {
    message: 'Line format was not recognized',
    hint:
      "give the log format with -H 'Log-Format-ezproxy: …' (or -apache, -squid); " +
      "sillage format check -H 'Log-Format-ezproxy: …' --line '…' shows how a line parses",
  },
};

/**
 * The `sillage: …` hint line for this failure, or '' when its message says enough. `logFormat` is
 * the `Log-Format-…` header the user gave, if any: then the lines do not match it, and asking
 * for a format would be beside the point.
 */
export function failureHint(status: number, message: string, logFormat?: string): string {
  if (/^EMFILE\b/.test(message)) {
    // The inputs are all open at once, to be merged by time (ADR 0057).
    return "sillage: every input file is open at once (they are merged by time), more than the system's limit of open files: raise it (ulimit -n) or join the files first\n";
  }
  const known = HINTS[status];
  if (known?.message !== message) {
    return '';
  }
  if (status === 4003 && logFormat !== undefined) {
    return (
      `sillage: the lines do not match the ${logFormat} given; ` +
      `sillage format check -H '${logFormat}: …' --line '…' shows where a line differs\n`
    );
  }
  return `sillage: ${known.hint}\n`;
}
