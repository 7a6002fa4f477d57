import {
  isDoubleClickRuleHeader,
  NETWORK_ENRICHERS,
  type JobReport,
  type JobSettings,
  type ReportNotice,
} from '@sillage/shared-types';
import { describeUnknownJobHeader, findUnknownJobHeaders } from '../engine/job-header-names.js';
import type { UnknownSettingFinding } from '../engine/unknown-setting-values.js';

/** Alert thresholds (`Alerts-Activation-Threshold`, `Alerts-Unknown-Domains-Rate`). */
export interface AlertThresholds {
  activationThreshold: number;
  unknownDomainsRate: number;
}

/** A sentence of the report: the reference's English text, and its code for other languages. */
export interface ReportSentence {
  text: string;
  notice: ReportNotice;
}

/**
 * The reference's `alerts` section: once more than `activationThreshold` pertinent lines (input
 * minus ignored) were read, one `alert-N` per unknown domain whose rounded share of them reaches
 * `unknownDomainsRate` percent; `notices` has each alert's code and values.
 */
export function computeAlerts(
  unknownDomains: Iterable<readonly [string, number]>,
  pertinentLines: number,
  thresholds: AlertThresholds,
): { alerts: JobReport['alerts']; notices: ReportNotice[] } {
  const alerts: Record<string, string> = { 'active-alerts': 'unknown-domains' };
  const notices: ReportNotice[] = [];
  if (pertinentLines <= thresholds.activationThreshold) {
    return { alerts, notices };
  }
  let index = 0;
  for (const [domain, count] of unknownDomains) {
    const percent = Math.round((count / pertinentLines) * 100);
    if (percent >= thresholds.unknownDomainsRate) {
      index += 1;
      const key = `alert-${index}`;
      alerts[key] = `${domain} is unknown but represents ${percent}% of the log lines`;
      notices.push({ key, code: 'unknown-domain', params: { domain, percent } });
    }
  }
  return { alerts, notices };
}

/**
 * The `alert-headers` sentence: the job's headers that look like misspelt job headers
 * (`Ouput-Fields`, `ezPAARSE-…` that no job reads). The job ignores them, as the reference does
 * over HTTP, but says so here; the HTTP headers of the request itself (Host, User-Agent…) are
 * left aside.
 */
export function unknownHeadersAlert(
  headers: Readonly<Record<string, string>>,
): ReportSentence | undefined {
  const unknown = findUnknownJobHeaders(Object.keys(headers), { lookalikesOnly: true });
  if (unknown.length === 0) {
    return undefined;
  }
  return {
    text: `Unknown headers, ignored: ${unknown.map(describeUnknownJobHeader).join(', ')}`,
    notice: {
      key: 'alert-headers',
      code: 'unknown-headers',
      params: {
        headers: unknown.map(({ name, suggestion }) =>
          suggestion === undefined ? { name } : { name, suggestion },
        ),
      },
    },
  };
}

/**
 * The `alert-settings` sentence: values of list settings that name nothing the job knows
 * (`Reject-Files: duplicates`, `Force-Parser: SD`). The job runs without them, as the
 * reference's does, but its report says so where its reader looks, not only in its traces.
 */
export function unknownSettingsAlert(
  findings: readonly UnknownSettingFinding[],
): ReportSentence | undefined {
  if (findings.length === 0) {
    return undefined;
  }
  const values = findings.flatMap(({ header, values: unknown }) =>
    unknown.map(({ value, suggestion }) =>
      suggestion === undefined ? { header, value } : { header, value, suggestion },
    ),
  );
  const listed = values
    .map(({ header, value, suggestion }) =>
      suggestion === undefined
        ? `${header} ${value}`
        : `${header} ${value} (did you mean ${suggestion}?)`,
    )
    .join(', ');
  return {
    text: `Setting values that name nothing known: ${listed}`,
    notice: { key: 'alert-settings', code: 'unknown-setting-values', params: { values } },
  };
}

/** `double-click-html` as the reference writes it: `Double-Click-HTML`, `Double-Click-Removal`. */
function doubleClickHeaderName(lower: string): string {
  const suffix = lower.slice('double-click-'.length);
  const word = ['removal', 'strategy'].includes(suffix)
    ? suffix.charAt(0).toUpperCase() + suffix.slice(1)
    : suffix.toUpperCase();
  return `Double-Click-${word}`;
}

/**
 * The `alert-counter` sentence: a `COUNTER-Mode: r51` job removes double clicks by COUNTER R5.1's
 * rules (30 seconds, one reader by login, session or address), so its own Double-Click rule
 * headers (a predefined setting's, or typed) were not used. The fields telling users apart
 * (`Double-Click-*-Field`) still are.
 */
export function counterDoubleClickAlert(
  settings: Pick<JobSettings, 'headers' | 'counterMode' | 'cleanOnly'>,
): ReportSentence | undefined {
  if (settings.counterMode !== 'r51' || settings.cleanOnly) {
    return undefined;
  }
  const headers = Object.keys(settings.headers)
    .filter(isDoubleClickRuleHeader)
    .map((name) => doubleClickHeaderName(name.toLowerCase()))
    .join(', ');
  if (headers === '') {
    return undefined;
  }
  return {
    text: `COUNTER-Mode r51 removes double clicks by COUNTER R5.1's rules: ${headers} not used`,
    notice: { key: 'alert-counter', code: 'counter-double-click-headers', params: { headers } },
  };
}

/** The exclusion filters by their `Disable-Filters` names, as `settings.filters` has them. */
const EXCLUSION_FILTERS = [
  ['robots', 'robots'],
  ['ignored-hosts', 'ignoredHosts'],
  ['ignored-domains', 'ignoredDomains'],
] as const;

/**
 * The `alert-exclusions` sentence: the job asked for exclusion filters but no list is loaded, so
 * robots by address and ignored hosts and domains are counted as readers. The reference always
 * runs with its exclusion lists: without this, the figures differ from its with nothing to say
 * why.
 */
export function missingExclusionsAlert(
  settings: Pick<JobSettings, 'filters' | 'middlewares' | 'cleanOnly'>,
  counts: { robots: number; hosts: number; domains: number } | undefined,
  setting = 'SILLAGE_EXCLUSIONS_DIR',
): ReportSentence | undefined {
  const loaded = counts !== undefined && counts.robots + counts.hosts + counts.domains > 0;
  const asked = EXCLUSION_FILTERS.filter(([, key]) => settings.filters[key]).map(([name]) => name);
  if (
    loaded ||
    asked.length === 0 ||
    settings.cleanOnly ||
    !settings.middlewares.includes('filter')
  ) {
    return undefined;
  }
  const filters = asked.join(', ');
  return {
    text: `No exclusion list is loaded (${setting}), so the ${filters} filters removed nothing`,
    notice: { key: 'alert-exclusions', code: 'no-exclusion-lists', params: { filters, setting } },
  };
}

/**
 * The `alert-pack-platforms` sentence: the pack platforms left out of the catalog because their
 * manifest.json cannot be used (not JSON, no name), named by folder. Their lines would otherwise
 * be read as unknown domains with nothing to say why.
 */
export function skippedPlatformsAlert(names: readonly string[]): ReportSentence | undefined {
  if (names.length === 0) {
    return undefined;
  }
  const platforms = names.join(', ');
  return {
    text: `Platforms skipped, their manifest.json cannot be used: ${platforms}`,
    notice: { key: 'alert-pack-platforms', code: 'pack-platforms-skipped', params: { platforms } },
  };
}

/**
 * The `alert-pkb-hosts` sentence: pack platforms that take part of their hosts from a column of
 * their KBART files (`pkb-domains`) got none from it (no file of theirs is loaded, or the loaded
 * ones leave the column empty), and the job met unknown domains, some of which may be
 * theirs (EDP Sciences' journals each have a host of their own). Said only then: a job whose
 * every domain is known lost nothing to it.
 */
export function knowledgeBaseHostsAlert(
  names: readonly string[],
  unknownDomainLines: number,
): ReportSentence | undefined {
  if (names.length === 0 || unknownDomainLines === 0) {
    return undefined;
  }
  const platforms = names.join(', ');
  return {
    text: `Platforms that take part of their hosts from a column of their KBART files got none (no file loaded, or the column empty): ${platforms}; lines of those hosts count as unknown domains`,
    notice: {
      key: 'alert-pkb-hosts',
      code: 'knowledge-base-hosts-missing',
      params: { platforms },
    },
  };
}

/**
 * The `alert-enrichers` sentence: network enrichers that did not look every identifier up (their
 * service failed, was unreachable, or its circuit breaker skipped packets), so some events went
 * out without their fields although the job ends done. Failures of the shared cache are left out:
 * the service is asked instead.
 */
export function enrichmentAlert(
  general: Readonly<Record<string, unknown>>,
): ReportSentence | undefined {
  const count = (key: string) => {
    const value = general[key];
    return typeof value === 'number' && value > 0 ? value : 0;
  };
  const names: string[] = [];
  let failures = 0;
  let identifiers = 0;
  for (const name of NETWORK_ENRICHERS) {
    const failed = count(`${name}-fails`);
    const missed = count(`${name}-unreachable`) + count(`${name}-skipped`);
    if (failed + missed > 0) {
      names.push(name);
      failures += failed;
      identifiers += missed;
    }
  }
  if (names.length === 0) {
    return undefined;
  }
  const enrichers = names.join(', ');
  return {
    text: `Enrichment incomplete (${enrichers}): ${String(failures)} request(s) failed, ${String(identifiers)} identifier(s) not looked up; those events lack the enricher's fields (see the traces)`,
    notice: {
      key: 'alert-enrichers',
      code: 'enrichment-incomplete',
      params: { enrichers, identifiers, failures },
    },
  };
}

/** How often one platform's parser failed in a job. */
export interface ParserFailureCount {
  errors: number;
  timeouts: number;
}

/** Platforms the `alert-parsers` sentence names; the rest are counted as "+N". */
const NAMED_FAILING_PLATFORMS = 10;

/**
 * The `alert-parsers` sentence: platform parsers that threw or ran past their time budget, by
 * name, the most failing first. The report's `parser-errors` and `parser-timeouts` say how many;
 * this says whose, so that an administrator knows which platform to look at (the traces have
 * each URL).
 */
export function parserFailuresAlert(
  failures: ReadonlyMap<string, ParserFailureCount>,
): ReportSentence | undefined {
  if (failures.size === 0) {
    return undefined;
  }
  let errors = 0;
  let timeouts = 0;
  const ranked = [...failures]
    .map(([platform, count]) => {
      errors += count.errors;
      timeouts += count.timeouts;
      return { platform, total: count.errors + count.timeouts };
    })
    .sort((a, b) => b.total - a.total || a.platform.localeCompare(b.platform));
  const named = ranked
    .slice(0, NAMED_FAILING_PLATFORMS)
    .map(({ platform, total }) => `${platform} (${String(total)})`);
  const others = ranked.length - named.length;
  const platforms = others > 0 ? `${named.join(', ')}, +${String(others)}` : named.join(', ');
  return {
    text: `Platform parsers failed: ${platforms}; ${String(errors)} ${errors === 1 ? 'error' : 'errors'}, ${String(timeouts)} ${timeouts === 1 ? 'timeout' : 'timeouts'}; the URLs concerned gave no event from those platforms (see the traces)`,
    notice: {
      key: 'alert-parsers',
      code: 'parser-failures',
      params: { platforms, errors, timeouts },
    },
  };
}

/** Lines the log format read (or CSV records), and those whose date could not be read. */
export interface DateReadings {
  parsedLines: number;
  unreadable: number;
  /** The date format the lines were read with, when not the job's Date-Format (CSV: ISO_8601). */
  dateFormat?: string;
  /** One unreadable date text as the log writes it, kept only when it names no user or host. */
  sample?: string | undefined;
  /** Lines whose date was read, but is before 1990 or in the future (see line-parsing). */
  implausible: number;
  /** The day of the first such date, as the job writes it (`56745-12-05`). */
  implausibleSample?: string | undefined;
}

/**
 * The `alert-dates` sentence: the job's Date-Format cannot read the date of at least half of
 * the lines its log format read, so those lines were left out as having no date. A wrong
 * Date-Format fails on every line, or nearly (a few lines of another format mixed in); a handful
 * of bad dates among good ones is a stray line, which the reject explorer explains line by line.
 * The job still ends done, as the reference's does, so HTTP clients see the same status.
 */
export function unreadableDatesAlert(
  dateFormat: string,
  { parsedLines, unreadable, sample }: DateReadings,
): ReportSentence | undefined {
  if (unreadable === 0 || unreadable * 2 < parsedLines) {
    return undefined;
  }
  const example = sample === undefined ? '' : ` (for example ${JSON.stringify(sample)})`;
  const header = `Date-Format ${JSON.stringify(dateFormat)}`;
  const text =
    unreadable < parsedLines
      ? `${header} cannot read the date of ${unreadable} of the ${parsedLines} lines read by the log format${example}; such lines are left out`
      : `No date could be read with ${header}${example}: ${unreadable === 1 ? 'the only line read by the log format was left out' : `all ${unreadable} lines read by the log format were left out`}`;
  return {
    text,
    notice: {
      key: 'alert-dates',
      code: 'unreadable-dates',
      params: {
        dateFormat,
        lines: unreadable,
        parsedLines,
        ...(sample === undefined ? {} : { sample }),
      },
    },
  };
}

/**
 * The `alert-implausible-dates` sentence: lines whose date was read, but falls before 1990 or
 * after the job's start. Their events are kept, as the reference keeps them, yet every figure by
 * date then counts them in a year no one asked about: a format that captures the wrong text as
 * the date, a Date-Format that reads it wrongly, or a Unix time in milliseconds read as seconds.
 */
export function implausibleDatesAlert({
  parsedLines,
  implausible,
  implausibleSample,
}: DateReadings): ReportSentence | undefined {
  if (implausible === 0) {
    return undefined;
  }
  const example = implausibleSample === undefined ? '' : ` (for example ${implausibleSample})`;
  return {
    text: `${String(implausible)} ${implausible === 1 ? 'line' : 'lines'} out of ${String(parsedLines)} read by the log format ${implausible === 1 ? 'has' : 'have'} a date before 1990 or in the future${example}: check which text the log format reads as the date, and Date-Format (a Unix time in milliseconds read as seconds gives such dates)`,
    notice: {
      key: 'alert-implausible-dates',
      code: 'implausible-dates',
      params: {
        lines: implausible,
        parsedLines,
        ...(implausibleSample === undefined ? {} : { sample: implausibleSample }),
      },
    },
  };
}

/**
 * Share of the consultation events the chronology check saw (`unordered-ecs`) from which its
 * rejections are worth an alert. EZproxy writes a few lines a second or two out of order, and the
 * reference drops those quietly; a tenth of a log out of order is a log not sorted by time, or
 * parts joined in the wrong order, which the user can fix.
 */
const UNORDERED_ALERT_SHARE = 0.1;

/**
 * The `alert-order` sentence: at least a tenth of the events that reached the chronology check
 * came earlier in log time than one before them and were left out. `checked` counts the events
 * the check saw (those it left out among them).
 */
export function unorderedLinesAlert(lines: number, checked: number): ReportSentence | undefined {
  if (lines === 0 || lines < checked * UNORDERED_ALERT_SHARE) {
    return undefined;
  }
  const percent = Math.round((lines / checked) * 100);
  return {
    text: `${String(lines)} consultation ${lines === 1 ? 'event' : 'events'} (${String(percent)}%) came earlier in log time than one before ${lines === 1 ? 'it' : 'them'} and ${lines === 1 ? 'was' : 'were'} left out (Lines-Unordered-ECs): give the log sorted by time, or its parts as separate files (they are merged by time)`,
    notice: { key: 'alert-order', code: 'unordered-lines', params: { lines, percent } },
  };
}

/**
 * The `alert-middlewares` sentence: the job's chain named middlewares of the reference this
 * server does not run (a predefined setting written for it), and the job ran without them.
 */
export function skippedMiddlewaresAlert(
  skipped: readonly string[] | undefined,
): ReportSentence | undefined {
  if (skipped === undefined || skipped.length === 0) {
    return undefined;
  }
  const middlewares = skipped.join(', ');
  return {
    text: `Middlewares of ezPAARSE that this server does not have were left out of the chain: ${middlewares}; the fields they add are empty`,
    notice: { key: 'alert-middlewares', code: 'skipped-middlewares', params: { middlewares } },
  };
}

/**
 * The `alert-crypted` sentence: Crypted-Fields names fields the log format does not capture (nor
 * the chain make) while it leaves out `login` or `host`, which the format does capture. The list
 * replaces the default one, so those are written in clear: most likely a misspelt name.
 */
export function uncapturedCryptedFieldsAlert(
  cryptedFields: readonly string[],
  logFields: readonly string[],
): ReportSentence | undefined {
  const uncaptured = cryptedFields.filter((name) => !logFields.includes(name));
  const clear = ['login', 'host'].filter(
    (name) => logFields.includes(name) && !cryptedFields.includes(name),
  );
  if (uncaptured.length === 0 || clear.length === 0) {
    return undefined;
  }
  const fields = uncaptured.join(', ');
  const inClear = clear.join(', ');
  return {
    text: `Crypted-Fields names ${fields}, which the log format does not capture, and leaves out ${inClear}: ${clear.length === 1 ? 'it is' : 'they are'} written in clear`,
    notice: {
      key: 'alert-crypted',
      code: 'uncaptured-crypted-fields',
      params: { fields, clear: inClear },
    },
  };
}
