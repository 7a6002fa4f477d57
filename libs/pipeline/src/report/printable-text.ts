/**
 * A log line as the report shows it: NUL bytes become U+2400 ("␀"), as the database stores them
 * (it refuses NUL), so report.json and the job row say the same thing. The result and reject
 * files keep the line's bytes as they came.
 */
export function printableText(line: string): string {
  return line.includes('\0') ? line.replaceAll('\0', '\u2400') : line;
}
