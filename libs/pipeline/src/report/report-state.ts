import {
  REJECT_CATEGORIES,
  REJECT_CATEGORY_NAMES,
  STATUS_REASON_KEY,
  type JobFailure,
  type JobReport,
  type JobSettings,
  type RejectCategory,
  type ReportNotice,
} from '@sillage/shared-types';
import { detachString } from '../engine/detach-string.js';
import type { CatalogNotice } from '../resources/default-platforms-pack.js';
import {
  computeAlerts,
  skippedPlatformsAlert,
  knowledgeBaseHostsAlert,
  parserFailuresAlert,
  type ParserFailureCount,
  unknownHeadersAlert,
  counterDoubleClickAlert,
  implausibleDatesAlert,
  unreadableDatesAlert,
  unorderedLinesAlert,
  skippedMiddlewaresAlert,
  enrichmentAlert,
  type DateReadings,
  type ReportSentence,
} from './alerts.js';
import { describeDeduplication } from './deduplication-report.js';
import { ExplorerState } from './explorer-state.js';
import { UnknownDomainTally } from './unknown-domain-tally.js';
import { formatJobDuration, formatRejectionRate, formatSpeed } from './report-format.js';

/** Where a job's files can be fetched (HTTP URLs on the server, paths in the CLI). */
export interface JobUrls {
  result?: string;
  traces?: string;
  report?: string;
  denied?: string;
  rejectFile?: (category: RejectCategory) => string;
}

/** Versions stamped on every EC and in the report. */
export interface PipelineVersions {
  appVersion: string;
  appDate?: string;
  middlewaresVersion?: string;
  middlewaresDate?: string;
  platformsVersion?: string;
  platformsDate?: string;
  /**
   * Why the native platform rules served alone (no community catalog: not fetched yet, fetch
   * failed, fetch turned off); reported as `platforms-notice` and as an alert.
   */
  catalogNotice?: CatalogNotice;
  /**
   * Pack platforms left out because their manifest.json cannot be used (their folder names);
   * reported as `alert-pack-platforms`.
   */
  skippedPlatforms?: readonly string[];
  /**
   * Pack platforms whose manifest takes part of their hosts from a knowledge-base column
   * (`pkb-domains`) while that column gave none (no file loaded, or the column empty), each as
   * `name (column)`; reported as `alert-pkb-hosts` when the job met unknown domains.
   */
  withoutKnowledgeBaseHosts?: readonly string[];
  git?: { branch?: string; tag?: string; lastCommit?: string; date?: string };
}

/** Identity of the job run, for the report. */
export interface JobInfo {
  id: string;
  date?: Date;
  userAgent?: string;
  urls?: JobUrls;
  /** Input file names, reported as `files` when there are several. */
  fileNames?: string[];
}

/** `rejets` counters in the reference's key order. */
const REJETS_ORDER: RejectCategory[] = [
  'filtered-ecs',
  'duplicate-ecs',
  'ignored-domains',
  'unknown-domains',
  'unknown-formats',
  'unqualified-ecs',
  'unordered-ecs',
  'ignored-hosts',
  'robots-ecs',
  'unknown-errors',
];

/** ISO 8601 without milliseconds, UTC offset written `+00:00` as the reference does. */
function formatJobDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

const RATE_CATEGORIES: RejectCategory[] = [
  'unknown-formats',
  'unknown-domains',
  'unqualified-ecs',
  'unknown-errors',
  'duplicate-ecs',
  'unordered-ecs',
];

function catalogCode({ code, params }: CatalogNotice): Omit<ReportNotice, 'key'> {
  return { code, params };
}

/** Counters of a running job, turned into the reference-shaped report on demand. */
export class ReportState {
  linesInput = 0;
  ecs = 0;
  deniedEcs = 0;
  readonly rejects = Object.fromEntries(REJECT_CATEGORY_NAMES.map((name) => [name, 0])) as Record<
    RejectCategory,
    number
  >;
  readonly counters = new Map<string, number>();
  readonly unknownDomains = new UnknownDomainTally();
  /** Parser failures of the job, by platform, for the `alert-parsers` sentence. */
  readonly parserFailures = new Map<string, ParserFailureCount>();
  /** Reject samples and unknown-host triage for the report's `explorer` section. */
  readonly explorer = new ExplorerState();
  /** `stats` counters in first-seen order (the reference's key order), each under its key. */
  private readonly stats = new Map<string, { count: number }>();
  // Per field, value → its `stats` counter: the key `platform-<value>` is built once per value.
  private readonly platforms = new Map<string, { count: number }>();
  private readonly rtypes = new Map<string, { count: number }>();
  private readonly mimes = new Map<string, { count: number }>();
  firstEvent: Record<string, string | number> | undefined;
  firstLine: string | null = null;
  format: { proxy: string; literal: string; regex: string } | undefined;
  done = false;
  failure: JobFailure | undefined;
  abortedMessage: string | undefined;
  /** Set once counter.json was written (COUNTER R5.1 jobs), so readers need not probe for it. */
  /** Title rows of the counter.json the job wrote; undefined when it wrote none. */
  counterRows: number | undefined;
  /** Input bytes read so far and in all (null: unknown), for the live report of a running job. */
  inputBytes: { readonly read: number; readonly total: number | null } | undefined;
  /** Which kind of parser serves each platform of the job's catalog (native rules or the pack). */
  platformSources: ReadonlyMap<string, 'native' | 'pack'> = new Map();
  private readonly startedAt: Date;
  /** Read once: the headers do not change during the job. */
  private readonly headersAlert: ReportSentence | undefined;
  /** Read once too: Double-Click rule headers a COUNTER R5.1 job does not use. */
  private readonly counterAlert: ReportSentence | undefined;
  /** Set by the job once its settings have met the catalog (`alert-settings`). */
  settingsAlert: ReportSentence | undefined;
  /** Set when the job asked for exclusion filters and no list is loaded. */
  exclusionsAlert: ReportSentence | undefined;
  /** Dates the job's Date-Format could not read, of the lines the format read (`alert-dates`). */
  readonly dates: DateReadings = { parsedLines: 0, unreadable: 0, implausible: 0 };
  /** Set once the log's fields are known: Crypted-Fields leaves logins or hosts in clear. */
  cryptedAlert: ReportSentence | undefined;
  /** Set once the log's fields are known: the fields telling users apart are not in the log. */
  usersAlert: ReportSentence | undefined;
  /** Events the chronology check saw (`unordered-ecs` counts those it left out). */
  chronologyChecked = 0;

  constructor(
    private readonly settings: JobSettings,
    private readonly job: JobInfo,
    private readonly versions: PipelineVersions,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.startedAt = job.date ?? now();
    this.headersAlert = unknownHeadersAlert(settings.headers);
    this.counterAlert = counterDoubleClickAlert(settings);
    this.stats.set('platforms', { count: 0 });
    this.tally(this.mimes, 'mime-', 'PDF', 0);
    this.tally(this.mimes, 'mime-', 'HTML', 0);
  }

  /** Lists `general` counters at 0 (those not counted yet), so the report has them from the start. */
  declareCounters(keys: readonly string[]): void {
    for (const key of keys) {
      if (!this.counters.has(key)) {
        this.counters.set(key, 0);
      }
    }
  }

  count(key: string, amount = 1): void {
    this.counters.set(key, (this.counters.get(key) ?? 0) + amount);
  }

  setCounter(key: string, value: number): void {
    this.counters.set(key, value);
  }

  /** Counts one written EC in `nb-ecs` and `stats`. */
  countEvent(fields: Record<string, string>): void {
    this.ecs += 1;
    const { platform, rtype, mime } = fields;
    if (platform) {
      this.tally(this.platforms, 'platform-', platform, 1);
    }
    if (rtype) {
      this.tally(this.rtypes, 'rtype-', rtype, 1);
    }
    if (mime) {
      this.tally(this.mimes, 'mime-', mime, 1);
    }
  }

  private tally(
    counters: Map<string, { count: number }>,
    prefix: string,
    value: string,
    amount: number,
  ): void {
    let counter = counters.get(value);
    if (counter === undefined) {
      counter = this.stats.get(prefix + value);
      if (counter === undefined) {
        counter = { count: 0 };
        this.stats.set(prefix + value, counter);
      }
      counters.set(detachString(value), counter);
    }
    counter.count += amount;
  }

  /** `alert-order` when the chronology check left out a large share of the events it saw. */
  private unorderedAlert(): ReportSentence | undefined {
    return unorderedLinesAlert(this.rejects['unordered-ecs'], this.chronologyChecked);
  }

  /** ECs whose platform native rules served, and those a pack's parser.js served. */
  private ecsBySource(): { 'nb-ecs-native-rules': number; 'nb-ecs-pack-parsers': number } {
    let native = 0;
    let pack = 0;
    for (const [platform, counter] of this.platforms) {
      if (this.platformSources.get(platform) === 'pack') {
        pack += counter.count;
      } else {
        native += counter.count;
      }
    }
    return { 'nb-ecs-native-rules': native, 'nb-ecs-pack-parsers': pack };
  }

  /** The report as it stands (final once `done` is set). */
  build(): JobReport {
    const { settings, job, versions } = this;
    const durationMs = this.now().getTime() - this.startedAt.getTime();
    const ignored = this.rejects['filtered-ecs'];
    const rejected = RATE_CATEGORIES.reduce((sum, name) => sum + this.rejects[name], 0);
    const general: JobReport['general'] = {
      'ezPAARSE-version': versions.appVersion,
      'Job-ID': job.id,
      'Job-Date': formatJobDate(this.startedAt),
      'Job-Done': this.done,
      'result-file-ecs': job.urls?.result ?? null,
      'predefined-settings': settings.predefinedSettings ?? false,
      'URL-Traces': job.urls?.traces ?? null,
      'URL-Report': job.urls?.report ?? null,
      'nb-ecs': this.ecs,
      'nb-denied-ecs': this.deniedEcs,
      'nb-lines-input': this.linesInput,
      'Rejection-Rate': formatRejectionRate(rejected, this.linesInput - ignored),
      'Job-Duration': formatJobDuration(durationMs),
      'process-speed': formatSpeed(this.linesInput, durationMs, 'lignes/s'),
      'client-user-agent': job.userAgent ?? null,
      'ecs-speed': formatSpeed(this.ecs, durationMs, 'ec/s'),
      'git-branch': versions.git?.branch ?? null,
      'git-tag': versions.git?.tag ?? null,
      'git-last-commit': versions.git?.lastCommit ?? null,
      'git-date': versions.git?.date ?? null,
      'input-format-proxy': this.format?.proxy ?? null,
      'input-format-literal': this.format?.literal ?? null,
      'input-format-regex': this.format?.regex ?? null,
      'middlewares-version': versions.middlewaresVersion ?? null,
      'middlewares-date': versions.middlewaresDate ?? null,
      'platforms-version': versions.platformsVersion ?? null,
      'platforms-date': versions.platformsDate ?? null,
      'platforms-notice': versions.catalogNotice?.text ?? null,
      ...this.ecsBySource(),
      middlewares: settings.middlewares.join(', '),
      geolocalization: settings.geoipHeader,
      'on-campus-accesses': this.counters.get('on-campus-accesses') ?? 0,
      'off-campus-accesses': this.counters.get('off-campus-accesses') ?? 0,
      'url-denied-ecs': job.urls?.denied ?? null,
      'input-first-line': this.firstLine,
    };
    for (const [key, value] of this.counters) {
      if (!(key in general)) {
        general[key] = value;
      }
    }
    if (this.inputBytes && !this.done && this.failure === undefined) {
      // Sillage addition, live reports only: how far the reader has got, for a percentage and
      // a time left (ADR 0092). A finished job's report has nothing left to read.
      general['input-bytes-read'] = this.inputBytes.read;
      general['input-bytes-total'] = this.inputBytes.total;
    }
    if (this.counterRows !== undefined) {
      // Sillage addition: the web links the COUNTER view only when the report says it exists,
      // and shows it as tables only up to a size.
      general['counter-report'] = true;
      general['counter-rows'] = this.counterRows;
    }
    if (this.failure) {
      general.status = this.failure.status;
      general['status-message'] = this.failure.message;
      if (this.failure.reason !== undefined) {
        general[STATUS_REASON_KEY] = this.failure.reason;
      }
    } else if (this.abortedMessage !== undefined) {
      general['status-message'] = this.abortedMessage;
    }
    const rejets: JobReport['rejets'] = {};
    for (const name of REJETS_ORDER) {
      rejets[REJECT_CATEGORIES[name].counter] = this.rejects[name];
    }
    for (const name of settings.rejectFiles) {
      rejets[`url-${name}`] = job.urls?.rejectFile?.(name as RejectCategory) ?? `lines-${name}.log`;
    }
    const stats: JobReport['stats'] = {};
    for (const [key, { count }] of this.stats) {
      stats[key] = count;
    }
    stats.platforms = this.platforms.size;
    const dedoublonnage = describeDeduplication(settings);
    const { alerts, notices: domainNotices } = computeAlerts(
      this.unknownDomains.entries(),
      this.linesInput - ignored,
      settings.alerts,
    );
    // Sillage addition: each sentence of `general` and `alerts` as a code and its values, in
    // report order, so that readers word it in their own language (the keys keep the English).
    const notices: ReportNotice[] = [];
    const catalogNotice = versions.catalogNotice;
    if (catalogNotice !== undefined) {
      notices.push({ key: 'platforms-notice', ...catalogCode(catalogNotice) });
    }
    notices.push(...domainNotices);
    if (catalogNotice !== undefined) {
      alerts['alert-platforms'] = catalogNotice.text;
      notices.push({ key: 'alert-platforms', ...catalogCode(catalogNotice) });
    }
    const skippedAlert = skippedPlatformsAlert(versions.skippedPlatforms ?? []);
    if (skippedAlert !== undefined) {
      alerts[skippedAlert.notice.key] = skippedAlert.text;
      notices.push(skippedAlert.notice);
    }
    const datesAlert = unreadableDatesAlert(
      this.dates.dateFormat ?? settings.dateFormat,
      this.dates,
    );
    for (const sentence of [
      knowledgeBaseHostsAlert(
        versions.withoutKnowledgeBaseHosts ?? [],
        this.rejects['unknown-domains'],
      ),
      this.headersAlert,
      this.settingsAlert,
      this.counterAlert,
      skippedMiddlewaresAlert(settings.skippedMiddlewares),
      this.cryptedAlert,
      this.usersAlert,
      this.exclusionsAlert,
      datesAlert,
      implausibleDatesAlert(this.dates),
      this.unorderedAlert(),
      enrichmentAlert(general),
      parserFailuresAlert(this.parserFailures),
    ]) {
      if (sentence !== undefined) {
        alerts[sentence.notice.key] = sentence.text;
        notices.push(sentence.notice);
      }
    }
    const report: JobReport = { general, rejets, stats, alerts, dedoublonnage };
    if (settings.notifications.mail.length > 0) {
      report.notifications = { mailto: settings.notifications.mail.join(',') };
    }
    if (job.fileNames && job.fileNames.length > 0) {
      report.files = Object.fromEntries(
        job.fileNames.map((name, index) => [String(index + 1), name]),
      );
    }
    if (this.firstEvent) {
      report.first_event = this.firstEvent;
    }
    report.explorer = this.explorer.build(
      {
        linesInput: this.linesInput,
        rejects: this.rejects,
        events: this.ecs,
        deniedEvents: this.deniedEcs,
      },
      this.unknownDomains.entries(),
      this.linesInput - ignored,
    );
    report.notices = notices;
    return report;
  }
}
