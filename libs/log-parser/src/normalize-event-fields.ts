import type { ParsedFields } from './format/compile-log-format.js';
import { createDateParser, DEFAULT_DATE_FORMAT } from './date/create-date-parser.js';
import { createEventTimeWriter } from './date/format-event-time.js';
import { completeUrl, readDomain } from './url/normalize-url.js';

/** Options of {@link createEventFieldsNormalizer}. */
export interface EventFieldsOptions {
  /** `Date-Format` of `datetime` (default `DD/MMM/YYYY:HH:mm:ss Z`; `ISO_8601` for CSV input). */
  dateFormat?: string;
  /** IANA zone of the output `datetime`/`date` (`Output-Timezone`); UTC when absent. */
  timeZone?: string;
  /** IANA zone of log dates written without an offset (`Input-Timezone`); UTC when absent. */
  inputTimeZone?: string;
}

/**
 * Returns a function that completes parsed fields in place, as the reference does after parsing:
 * `url` normalised and `domain` derived (a domain captured by the format is kept for relative
 * URLs), then `datetime` (ISO 8601), `timestamp` (unix s) and `date` from `timestamp`/`epoch`
 * (unix seconds) or from `datetime` read with the date format. It returns false when a time
 * field was present but unreadable; the fields then keep their raw `datetime` and get no
 * `timestamp` or `date`. Create one per job.
 */
export function createEventFieldsNormalizer(
  options: EventFieldsOptions = {},
): (fields: ParsedFields) => boolean {
  const parseDate = createDateParser(
    options.dateFormat ?? DEFAULT_DATE_FORMAT,
    options.inputTimeZone,
  );
  const writeTime = createEventTimeWriter(options.timeZone);

  return (fields: ParsedFields): boolean => {
    const rawUrl = fields.url;
    if (rawUrl !== undefined) {
      const url = completeUrl(rawUrl);
      if (url !== rawUrl) {
        fields.url = url;
      }
      if (url.charCodeAt(0) !== 47 /* '/' */) {
        const domain = readDomain(url);
        if (domain !== undefined) {
          fields.domain = domain;
        }
      }
    }
    let epochMs: number | undefined;
    const unix = fields.timestamp ?? fields.epoch;
    if (unix !== undefined) {
      const seconds = Number(unix);
      epochMs = unix.trim() === '' || !Number.isFinite(seconds) ? undefined : seconds * 1000;
    } else if (fields.datetime !== undefined) {
      epochMs = parseDate(fields.datetime);
    } else {
      return true;
    }
    if (epochMs === undefined) {
      return false;
    }
    writeTime(fields, epochMs);
    return true;
  };
}
