import type { ReportNoticeCode } from '@sillage/shared-types';
import { defineMessages } from '../../shared/i18n/define-messages.js';

/**
 * The report's sentences by notice code (`report.notices`), in the page's language. The English
 * texts say what the server's English sentences say.
 */
export const reportNoticeMessages = defineMessages({
  'catalog-not-fetched': {
    id: 'report.notice.catalog-not-fetched',
    defaultMessage:
      'Native platform rules only: the community platforms catalog has not been fetched yet.',
  },
  'catalog-fetching': {
    id: 'report.notice.catalog-fetching',
    defaultMessage:
      'Native platform rules only: the community platforms catalog is still being fetched.',
  },
  'catalog-fetch-failed': {
    id: 'report.notice.catalog-fetch-failed',
    defaultMessage:
      'Native platform rules only: fetching the community platforms catalog failed: {reason}',
  },
  'catalog-fetch-disabled': {
    id: 'report.notice.catalog-fetch-disabled',
    defaultMessage:
      'Native platform rules only: fetching the community platforms catalog is turned off (SILLAGE_PLATFORMS_FETCH) and no platforms pack is configured (SILLAGE_PLATFORM_PACKS).',
  },
  'unknown-domain': {
    id: 'report.notice.unknown-domain',
    defaultMessage: '{domain} is unknown but represents {share, number, percent} of the log lines',
  },
  'unknown-headers': {
    id: 'report.notice.unknown-headers',
    defaultMessage: 'Unknown headers, ignored: {headers}',
  },
  'unknown-setting-values': {
    id: 'report.notice.unknown-setting-values',
    defaultMessage: 'Setting values that name nothing known: {values}',
  },
  'pack-platforms-skipped': {
    id: 'report.notice.pack-platforms-skipped',
    defaultMessage: 'Platforms skipped, their manifest.json cannot be used: {platforms}',
  },
  // Every line the log format read has a date the Date-Format cannot read (see datesPartly).
  'unreadable-dates': {
    id: 'report.notice.unreadable-dates',
    defaultMessage:
      'No date could be read with Date-Format "{dateFormat}"{hasSample, select, yes { (for example "{sample}")} other {}}: {lines, plural, one {the only line read by the log format was left out} other {all # lines read by the log format were left out}}',
  },
  'implausible-dates': {
    id: 'report.notice.implausible-dates',
    defaultMessage:
      '{lines, plural, one {# line} other {# lines}} out of {parsedLines, plural, one {# line} other {# lines}} read by the log format {lines, plural, one {has} other {have}} a date before 1990 or in the future{hasSample, select, yes { (for example {sample})} other {}}: check which text the log format reads as the date, and Date-Format (a Unix time in milliseconds read as seconds gives such dates)',
  },
  'uncaptured-crypted-fields': {
    id: 'report.notice.uncaptured-crypted-fields',
    defaultMessage:
      'Crypted-Fields names {fields}, which the log format does not capture, and leaves out {clear}: {count, plural, one {it is} other {they are}} written in clear',
  },
  // A Double-Click-*-Field names a field the log lacks; another one serves (see usersNone).
  'uncaptured-user-fields': {
    id: 'report.notice.uncaptured-user-fields',
    defaultMessage:
      'Double-Click-*-Field names {fields}, which the log format does not capture: users are told apart by {by}',
  },
  'knowledge-base-hosts-missing': {
    id: 'report.notice.knowledge-base-hosts-missing',
    defaultMessage:
      'Platforms that take part of their hosts from a column of their KBART files got none (no file loaded, or the column empty): {platforms}; lines of those hosts count as unknown domains',
  },
  'skipped-middlewares': {
    id: 'report.notice.skipped-middlewares',
    defaultMessage:
      'Middlewares of ezPAARSE that this server does not have were left out of the chain: {middlewares}; the fields they add are empty',
  },
  // At least a tenth of the events came before an earlier one in log time (alert-order).
  'unordered-lines': {
    id: 'report.notice.unordered-lines',
    defaultMessage:
      '{lines, plural, one {# consultation event} other {# consultation events}} ({share, number, percent}) came earlier in log time than one before {lines, plural, one {it and was} other {them and were}} left out (Lines-Unordered-ECs): give the log sorted by time, or its parts as separate files (they are merged by time)',
  },
  'counter-double-click-headers': {
    id: 'report.notice.counter-double-click-headers',
    defaultMessage:
      "COUNTER-Mode r51 removes double clicks by COUNTER R5.1's rules: {headers} not used",
  },
  'no-exclusion-lists': {
    id: 'report.notice.no-exclusion-lists',
    defaultMessage:
      'No exclusion list is loaded ({setting}), so the {filters} filters removed nothing',
  },
  'enrichment-incomplete': {
    id: 'report.notice.enrichment-incomplete',
    defaultMessage:
      "Enrichment incomplete ({enrichers}): {failures, plural, one {# request} other {# requests}} failed, {identifiers, plural, one {# identifier} other {# identifiers}} not looked up; those events lack the enricher's fields (see the traces)",
  },
  'parser-failures': {
    id: 'report.notice.parser-failures',
    defaultMessage:
      'Platform parsers failed: {platforms}; {errors, plural, one {# error} other {# errors}}, {timeouts, plural, one {# timeout} other {# timeouts}}; the URLs concerned gave no event from those platforms (see the traces)',
  },
} satisfies Record<ReportNoticeCode, unknown>);

/** Parts of the sentences above. */
export const reportNoticePartMessages = defineMessages({
  headerSuggestion: {
    id: 'report.notice.header-suggestion',
    defaultMessage: '{name} (did you mean {suggestion}?)',
  },
  settingValue: {
    id: 'report.notice.setting-value',
    defaultMessage: '{header} {value}',
  },
  datesPartly: {
    id: 'report.notice.unreadable-dates-partly',
    defaultMessage:
      'Date-Format "{dateFormat}" cannot read the date of {lines, plural, other {#}} of the {parsedLines, plural, one {# line} other {# lines}} read by the log format{hasSample, select, yes { (for example "{sample}")} other {}}; such lines are left out',
  },
  settingSuggestion: {
    id: 'report.notice.setting-suggestion',
    defaultMessage: '{header} {value} (did you mean {suggestion}?)',
  },
  // The log captures none of the fields that tell users apart: nothing was deduplicated…
  usersNone: {
    id: 'report.notice.uncaptured-user-fields.none',
    defaultMessage:
      'The double-click removal tells users apart by {fields}, none of which the log format captures: no double click was removed',
  },
  // … or, in COUNTER R5.1 mode, every reader is one user.
  usersCounter: {
    id: 'report.notice.uncaptured-user-fields.counter',
    defaultMessage:
      'COUNTER R5.1 tells users apart by {fields}, none of which the log format captures: every reader counts as one user',
  },
});
