/** What `sillage process` knows of its progress at one moment. */
export interface ProgressSnapshot {
  /** Bytes read from the input files so far (compressed bytes for gzip files). */
  bytesRead: number;
  /** Size of every input file together; undefined when unknown (stdin). */
  totalBytes: number | undefined;
  lines: number;
  events: number;
  elapsedMs: number;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * No time left before this: the first seconds' rate is measured while the reader fills its
 * buffers and swings widely (the web app waits as long, ADR 0092).
 */
export const ETA_AFTER_MS = 5000;

function formatMiB(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}

function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${secs}` : `${String(minutes)}:${secs}`;
} // prettier-ignore

/**
 * One terminal line of progress, without the leading carriage return: a bar with the share of
 * bytes read, MiB read of the total, lines/s and the time left (after ETA_AFTER_MS) when the
 * input size is known; counters (lines, ECs, lines/s) otherwise. Fits in `width` columns.
 */
export function renderProgress(snapshot: ProgressSnapshot, width = 80): string {
  const seconds = snapshot.elapsedMs / 1000;
  const rate = seconds > 0 ? snapshot.lines / seconds : 0;
  const counters = `${NUMBER.format(snapshot.lines)} lines, ${NUMBER.format(snapshot.events)} ECs, ${NUMBER.format(rate)} lines/s`;
  const { totalBytes } = snapshot;
  if (totalBytes === undefined || totalBytes <= 0) {
    return counters.slice(0, width);
  }
  const share = Math.min(1, snapshot.bytesRead / totalBytes);
  const byteRate = seconds > 0 ? snapshot.bytesRead / seconds : 0;
  const eta =
    share >= 1 ? '0:00' : byteRate > 0 && snapshot.elapsedMs >= ETA_AFTER_MS ? formatDuration((totalBytes - snapshot.bytesRead) / byteRate) : '--:--';
  const details = ` ${String(Math.floor(share * 100)).padStart(3)}% ${formatMiB(snapshot.bytesRead)}/${formatMiB(totalBytes)} MiB ${NUMBER.format(rate)} lines/s ETA ${eta}`;
  const barWidth = Math.max(10, Math.min(40, width - details.length - 2));
  const filled = Math.round(share * barWidth);
  return `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}]${details}`.slice(0, width);
} // prettier-ignore
