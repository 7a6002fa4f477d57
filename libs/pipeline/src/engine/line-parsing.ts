import {
  createJobFailure,
  type JobFailure,
  type JobSettings,
  type RejectCategory,
} from '@sillage/shared-types';
import { ISO_DATE_FORMAT, OVERLONG_PREFIX_CHARS } from '@sillage/log-parser';
import { printableText } from '../report/printable-text.js';
import type { ReportState } from '../report/report-state.js';
import { detachString } from './detach-string.js';
import { createEventFields } from './event-fields.js';
import { createEvent, type PipelineEvent } from './pipeline-event.js';
import type { RejectReason } from './reject-reason.js';
import type { LineParser, LogBatch } from './ports.js';
import { checkCryptedFieldNames, fieldsTheChainMakes } from './crypted-field-check.js';
import { uncapturedCryptedFieldsAlert } from '../report/alerts.js';
import { uncapturedUserFieldsAlert } from '../report/user-fields-alert.js';
import { cryptsFields, type LineProtector } from './crypted-values.js';
import type { PipelineToolkit } from './toolkit.js';

/** Why a line past the line limit is rejected (explorer sample). */
const OVERLONG_REASON: RejectReason = {
  code: 'line-too-long',
  params: { keptChars: OVERLONG_PREFIX_CHARS },
};

/** A character that is not white space: a line without one holds nothing to parse. */
const NON_BLANK = /\S/;

/** Control characters: a date text with one is not shown in the report. */
const CONTROL = /\p{Cc}/u;
/** Longest date text the report quotes: a date is short, a longer capture is more than a date. */
const MAX_SAMPLE_CHARS = 64;
/** What text lines hold little of: control characters other than white space, and U+FFFD. */
const BINARY_CHARACTER = /(?![\t\v\f\r])[\p{Cc}\uFFFD]/gu;
/** The share of such characters from which a line is binary data rather than text. */
const BINARY_SHARE = 0.1;
/** Why nothing parsed when most lines tried were binary data: a format is not the answer. */
const BINARY_INPUT_MESSAGE =
  'Line format was not recognized: the input reads as binary data, not lines of text (a file that is no log, or text in another charset than the one declared)';

/** Whether a line that did not parse is binary data (an image, an unknown archive…). */
function isBinaryLine(line: string): boolean {
  const count = line.match(BINARY_CHARACTER)?.length ?? 0;
  return count > 0 && count >= line.length * BINARY_SHARE;
}

/**
 * Dates (Unix seconds) outside which no log line is taken at its word: before 1990, when no web
 * proxy wrote logs yet, or later than two days after the job started (time zones, clocks a little
 * ahead). Such dates come from a format or Date-Format that reads the wrong text or the wrong unit
 * (milliseconds read as seconds land in the year 56000), and every figure by date then goes wrong.
 */
const EARLIEST_PLAUSIBLE_DATE = Date.UTC(1990, 0, 1) / 1000;
const FUTURE_MARGIN_SECONDS = 2 * 24 * 3600;

/** A job's format header cannot be used; the message names the header (job failure 4003). */
export class FormatHeaderError extends Error {}

/** What LineParsing needs beyond the job's settings; each part optional. */
export interface LineParsingOptions {
  /** Hides crypted values of the first line kept in the report (`input-first-line`). */
  protectLine?: LineProtector | undefined;
  /** The name the format header goes by in a FormatHeaderError; `Log-Format-<proxy>` by default. */
  logFormatHeader?: string | undefined;
}

/**
 * The core per-line steps before the chain (reference `lineprocessor`): count the line, parse it
 * with the job's format (or the detected one), complete url/domain/dates. Lines that do not parse are `unknown-formats`; running out of parse attempts
 * before any success ends the job with 4003.
 */
export class LineParsing {
  private readonly parser: LineParser;
  private readonly normalize: (fields: Record<string, string>) => boolean;
  private readonly normalizeIso: (fields: Record<string, string>) => boolean;
  private readonly protectLine: LineProtector | undefined;
  private readonly cryptedFields: readonly string[];
  /** Fields the chain adds to events (see fieldsTheChainMakes): Crypted-Fields may name them. */
  private readonly madeFields: readonly string[];
  private lineNumber = 0;
  /** Whether a line with something other than white space was read before the format locked. */
  private sawContent = false;
  /** Non-blank lines tried before the format locked, and how many of them were binary data. */
  private readonly unparsed = { tried: 0, binary: 0 };
  /** The header the job's format came in, named when the format cannot be used. */
  private readonly formatHeader: string;
  /** The latest date a line may have (see EARLIEST_PLAUSIBLE_DATE), from the job's start. */
  private readonly latestPlausibleDate = Date.now() / 1000 + FUTURE_MARGIN_SECONDS;
  /** Properties of the locked-in format (or the CSV columns), once one line has parsed. */
  formatFields: readonly string[] | undefined;

  constructor(
    private readonly settings: JobSettings,
    private readonly toolkit: PipelineToolkit,
    private readonly report: ReportState,
    options: LineParsingOptions = {},
  ) {
    this.protectLine = options.protectLine;
    this.cryptedFields = cryptsFields(settings) ? settings.cryptedFields : [];
    this.madeFields = fieldsTheChainMakes(settings);
    this.formatHeader =
      options.logFormatHeader ?? `Log-Format-${settings.logFormat?.proxy ?? 'ezproxy'}`;
    try {
      this.parser = toolkit.createLineParser({
        ...(settings.logFormat ?? {}),
        maxParseAttempts: settings.maxParseAttempts,
      });
    } catch (error) {
      const message = toolkit.formatErrorMessage(error);
      const { logFormat } = settings;
      // The job's failure says which header holds the format it cannot use.
      throw message === undefined || logFormat === undefined
        ? error
        : new FormatHeaderError(`${this.formatHeader}: ${message}`);
    }
    const { dateFormat, timeZone, inputTimeZone } = settings;
    const zones = { timeZone, inputTimeZone };
    this.normalize = toolkit.createEventNormalizer({ dateFormat, ...zones, iso: false });
    this.normalizeIso = toolkit.createEventNormalizer({ dateFormat, ...zones, iso: true });
  }

  /** Parses one input batch into events; returns a failure when the job must stop. */
  parse(
    batch: LogBatch,
    out: PipelineEvent[],
    reject: (event: PipelineEvent, category: RejectCategory, reason?: RejectReason) => void,
  ): JobFailure | undefined {
    const { report } = this;
    if (batch.kind === 'records') {
      for (const [index, record] of batch.records.entries()) {
        const rawLine = batch.rawLines[index] ?? JSON.stringify(record);
        this.countLine(rawLine);
        if (this.formatFields === undefined) {
          this.formatFields = Object.keys(record);
          // CSV dates are read as ISO 8601 (and the other forms moment read without a format).
          report.dates.dateFormat = ISO_DATE_FORMAT;
          const failure = this.checkFields();
          if (failure) {
            return failure;
          }
        }
        const fields = Object.assign(createEventFields(), record);
        this.keepFirstLine(rawLine, fields);
        report.dates.parsedLines += 1;
        const event = this.complete(fields, rawLine, this.normalizeIso);
        this.checkDate(event, fields);
        event.sourceRecord = record;
        out.push(event);
      }
      return undefined;
    }
    const { overlong } = batch;
    let nextOverlong = overlong?.[0] ?? -1;
    let overlongSeen = 0;
    for (const [index, line] of batch.lines.entries()) {
      this.countLine(line);
      if (index === nextOverlong) {
        // A line past the line limit (its start only): one rejected line, the job goes on.
        overlongSeen += 1;
        this.sawContent = true;
        nextOverlong = overlong?.[overlongSeen] ?? -1;
        report.count('nb-lines-too-long', 1);
        this.keepFirstLine(line, undefined);
        reject(createEvent({}, this.lineNumber, line), 'unknown-formats', OVERLONG_REASON);
        continue;
      }
      if (this.formatFields === undefined) {
        if (!NON_BLANK.test(line)) {
          // Spaces are no attempt at a log line: they spend none of Max-Parse-Attempts, and a
          // log of nothing else is empty (4001), not of an unknown format.
          this.keepFirstLine(line, undefined);
          reject(createEvent({}, this.lineNumber, line), 'unknown-formats');
          continue;
        }
        this.sawContent = true;
      }
      let fields: Record<string, string> | null;
      try {
        fields = this.parser.parse(line, createEventFields());
      } catch (error) {
        // A given format too slow to use (see SLOW_FORMAT_LINE_MS): the job ends, saying so.
        const message = this.toolkit.formatErrorMessage(error);
        if (message === undefined) {
          throw error;
        }
        return createJobFailure(4003, `${this.formatHeader}: ${message}`);
      }
      if (fields !== null && this.formatFields === undefined) {
        this.lockFormat();
        // Before the first line is kept: the report must not show what the job cannot hide.
        const failure = this.checkFields();
        if (failure) {
          return failure;
        }
      }
      this.keepFirstLine(line, fields ?? undefined);
      if (fields === null) {
        if (this.formatFields === undefined) {
          this.unparsed.tried += 1;
          this.unparsed.binary += isBinaryLine(line) ? 1 : 0;
        }
        reject(createEvent({}, this.lineNumber, line), 'unknown-formats');
        if (this.formatFields === undefined && this.parser.exhausted) {
          // The attempt that ends the job is a rejected line like the others before it.
          return this.noFormatFailure();
        }
        continue;
      }
      report.dates.parsedLines += 1;
      const event = this.complete(fields, line, this.normalize);
      this.checkDate(event, fields);
      out.push(event);
    }
    return undefined;
  }

  /**
   * False while every line read was empty or white space: a job whose format never locked then
   * ends with 4001, not 4003.
   */
  private get hasContent(): boolean {
    return this.sawContent || this.formatFields !== undefined;
  }

  /**
   * Why the job ends when no line parsed: an empty log (4001), else lines of no known format
   * (4003), which says so when they were mostly binary data.
   */
  noFormatFailure(): JobFailure {
    if (!this.hasContent) {
      return createJobFailure(4001);
    }
    const { tried, binary } = this.unparsed;
    return binary * 2 > tried
      ? createJobFailure(4003, BINARY_INPUT_MESSAGE, 'binary-input')
      : createJobFailure(4003);
  }

  /**
   * The fields of a line that parsed before, read again (a sample's clear values, once the
   * event's own were crypted); undefined when it does not parse.
   */
  fieldsOf(line: string): Record<string, string> | undefined {
    return this.parser.parse(line, createEventFields()) ?? undefined;
  }

  /** Lines read so far, every input together (the last line number given). */
  get linesRead(): number {
    return this.lineNumber;
  }

  /** True once a line has parsed (otherwise the job ends with 4003). */
  get hasParsed(): boolean {
    return this.formatFields !== undefined;
  }

  private countLine(line: string): void {
    this.lineNumber += 1;
    this.report.linesInput += 1;
    if (this.protectLine === undefined) {
      this.report.firstLine ??= detachString(printableText(line));
    }
  }

  /** With crypted fields, the first line as the report may keep it (null: withheld). */
  private keepFirstLine(line: string, fields: Record<string, string> | undefined): void {
    if (this.protectLine !== undefined && this.lineNumber === 1) {
      const kept = this.protectLine(line, fields);
      this.report.firstLine = kept === undefined ? null : detachString(printableText(kept));
    }
  }

  /** Notes an event whose date could not be read, or reads as no proxy could have logged it. */
  private checkDate(event: PipelineEvent, fields: Record<string, string>): void {
    const { timestamp } = event;
    if (Number.isNaN(timestamp)) {
      this.noteUnreadableDate(fields);
    } else if (timestamp < EARLIEST_PLAUSIBLE_DATE || timestamp > this.latestPlausibleDate) {
      const { dates } = this.report;
      dates.implausible += 1;
      // The day as the job wrote it (not the log's text, which may sit next to a user's name).
      dates.implausibleSample ??= fields.datetime?.split('T', 1)[0];
    }
  }

  /**
   * Counts a line whose `datetime` the Date-Format could not read (not a bad unix `timestamp`),
   * and keeps the first such date text that is safe to quote in the report: printable, short,
   * and holding neither the line's login nor its host.
   */
  private noteUnreadableDate(fields: Record<string, string>): void {
    const { datetime } = fields;
    if (datetime === undefined || fields.timestamp !== undefined || fields.epoch !== undefined) {
      return;
    }
    const { dates } = this.report;
    dates.unreadable += 1;
    if (
      dates.sample !== undefined ||
      datetime.length > MAX_SAMPLE_CHARS ||
      CONTROL.test(datetime)
    ) {
      return;
    }
    const { login, host } = fields;
    if ((login && datetime.includes(login)) || (host && datetime.includes(host))) {
      return;
    }
    dates.sample = detachString(datetime);
  }

  /** What the log's fields, once known, make of the settings that name fields. */
  private checkFields(): JobFailure | undefined {
    const known = [...(this.formatFields ?? []), ...this.madeFields];
    this.report.usersAlert = uncapturedUserFieldsAlert(this.settings, known);
    if (this.cryptedFields.length === 0) {
      return undefined;
    }
    this.report.cryptedAlert = uncapturedCryptedFieldsAlert(this.cryptedFields, known);
    return checkCryptedFieldNames(this.cryptedFields, known);
  }

  private lockFormat(): void {
    const format = this.parser.format;
    this.formatFields = format?.fieldNames ?? [];
    if (format) {
      this.report.format = {
        proxy: format.proxy,
        literal: format.format,
        regex: `/${format.regexSource}/`,
      };
    }
  }

  private complete(
    fields: Record<string, string>,
    rawLine: string,
    normalize: (fields: Record<string, string>) => boolean,
  ): PipelineEvent {
    normalize(fields);
    const event = createEvent(fields, this.lineNumber, rawLine);
    const { timestamp } = fields;
    event.timestamp = timestamp ? Number(timestamp) : Number.NaN;
    return event;
  }
}
