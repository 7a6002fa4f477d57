/** One trace line as the logs box shows it (live lines and job-traces.log lines alike). */
export interface LogEntry {
  level: string;
  message: string;
  /** ISO time; live lines carry the server's `timestamp`, file lines their leading date. */
  date?: string;
}
