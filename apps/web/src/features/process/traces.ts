import type { LogEntry } from '../../shared/ui/log-entry.js';

// "2024-05-01T10:00:00.000Z info: New job with ID: …" → date, level, message.
const TRACE_LINE = /^([a-z0-9:.+-]+)\s+([a-z]+):\s?(.*)$/i;

/** Parses a job-traces.log text; lines that do not look like a trace are dropped. */
export function parseTraces(text: string): LogEntry[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const match = TRACE_LINE.exec(line.trim());
    if (!match) {
      return [];
    }
    const [, date = '', level = '', message = ''] = match;
    return [{ date, level: level.toLowerCase(), message }];
  });
}
