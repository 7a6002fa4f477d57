import { compileLogFormat, type CompiledLogFormat } from '../format/compile-log-format.js';
import { PROXY_TYPES, type ProxyType } from '../format/proxy-type.js';
import { createDateParser } from '../date/create-date-parser.js';
import { DateFormatError } from '../date/date-format-error.js';
import { firstLogLine } from './analyze-log-line.js';

/** A saved or predefined settings entry: its id and the request headers it sets. */
export interface LogSettings {
  id: string;
  headers: Record<string, string>;
}

/** The `Log-Format-*` header of a settings entry (first of ezproxy, apache, squid), if any. */
export function findLogFormatHeader(
  headers: Record<string, string>,
): { proxy: ProxyType; format: string } | undefined {
  const lowered = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  for (const proxy of PROXY_TYPES) {
    const format = lowered.get(`log-format-${proxy}`);
    if (format !== undefined && format.trim() !== '') {
      return { proxy, format };
    }
  }
  return undefined;
}

function readDateFormat(headers: Record<string, string>): string | undefined {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'date-format');
  return entry?.[1].trim() === '' ? undefined : entry?.[1];
}

/** Whether the date format reads the value; undefined when the format itself is invalid. */
function readsDate(dateFormat: string | undefined, value: string): boolean | undefined {
  try {
    return createDateParser(dateFormat)(value) !== undefined;
  } catch (error) {
    if (error instanceof DateFormatError) {
      return undefined;
    }
    throw error;
  }
}

/**
 * Ids of the settings whose log format parses the (first) line and whose `Date-Format`, when the
 * line has a date, reads it: the "Find for me" button. Settings without a format, or with an
 * invalid one (log or date format), never match.
 */
export function findMatchingSettings(text: string, settings: readonly LogSettings[]): string[] {
  const line = firstLogLine(text);
  const compiled = new Map<string, CompiledLogFormat | null>();
  const matching: string[] = [];
  for (const { id, headers } of settings) {
    const header = findLogFormatHeader(headers);
    if (header === undefined) {
      continue;
    }
    const key = `${header.proxy}\u0000${header.format}`;
    if (!compiled.has(key)) {
      try {
        compiled.set(key, compileLogFormat(header.proxy, header.format));
      } catch {
        compiled.set(key, null);
      }
    }
    const fields = compiled.get(key)?.parse(line) ?? null;
    if (fields === null) {
      continue;
    }
    if (
      fields.datetime !== undefined &&
      fields.timestamp === undefined &&
      fields.epoch === undefined
    ) {
      if (readsDate(readDateFormat(headers), fields.datetime) !== true) {
        continue;
      }
    }
    matching.push(id);
  }
  return matching;
}
