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

/** The `sillage: …` hint line for this failure, or '' when its message says enough. */
export function failureHint(status: number, message: string): string {
  const known = HINTS[status];
  return known?.message === message ? `sillage: ${known.hint}\n` : '';
}
