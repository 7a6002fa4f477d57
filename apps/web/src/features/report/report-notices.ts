import { readKnownNotice, ReportNoticeSchema, type ReportNotice } from '@sillage/shared-types';
import type { IntlShape } from 'react-intl';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { reportNoticeMessages, reportNoticePartMessages } from './report-notices.messages.js';

/** A report's notices by the report key they stand beside (`toReportGroups` keys them so). */
export type ReportNoticesByKey = Readonly<Record<string, ReportNotice>>;

/** The notices of a report as the page holds it; none for a report written before them. */
export function readReportNotices(report: ReportGroups | null | undefined): ReportNoticesByKey {
  return Object.fromEntries(
    Object.entries(report?.notices ?? {}).flatMap(([key, value]) => {
      const parsed = ReportNoticeSchema.safeParse(value);
      return parsed.success ? [[key, parsed.data]] : [];
    }),
  );
}

/**
 * A notice in the page's language; null when its code or values are not ones this page knows
 * (a report of a newer server), so that the caller shows the server's English sentence.
 */
export function formatReportNotice(intl: IntlShape, notice: ReportNotice): string | null {
  const known = readKnownNotice(notice);
  if (known === undefined) {
    return null;
  }
  switch (known.code) {
    case 'catalog-not-fetched':
    case 'catalog-fetching':
    case 'catalog-fetch-disabled':
      return intl.formatMessage(reportNoticeMessages[known.code]);
    case 'catalog-fetch-failed':
      return intl.formatMessage(reportNoticeMessages[known.code], { reason: known.reason });
    case 'unknown-domain':
      return intl.formatMessage(reportNoticeMessages[known.code], {
        domain: known.domain,
        share: known.percent / 100,
      });
    case 'unknown-headers': {
      const names = known.headers.map(({ name, suggestion }) =>
        suggestion === undefined
          ? name
          : intl.formatMessage(reportNoticePartMessages.headerSuggestion, { name, suggestion }),
      );
      // Joined as the server joins them: a list of header names, not a sentence.
      return intl.formatMessage(reportNoticeMessages[known.code], { headers: names.join(', ') });
    }
    case 'unknown-setting-values': {
      const values = known.values.map(({ header, value, suggestion }) =>
        suggestion === undefined
          ? intl.formatMessage(reportNoticePartMessages.settingValue, { header, value })
          : intl.formatMessage(reportNoticePartMessages.settingSuggestion, {
              header,
              value,
              suggestion,
            }),
      );
      return intl.formatMessage(reportNoticeMessages[known.code], { values: values.join(', ') });
    }
    case 'pack-platforms-skipped':
    case 'knowledge-base-hosts-missing':
      return intl.formatMessage(reportNoticeMessages[known.code], { platforms: known.platforms });
    case 'counter-double-click-headers':
      return intl.formatMessage(reportNoticeMessages[known.code], { headers: known.headers });
    case 'no-exclusion-lists':
      return intl.formatMessage(reportNoticeMessages[known.code], {
        filters: known.filters,
        setting: known.setting,
      });
    case 'enrichment-incomplete': {
      const { enrichers, failures, identifiers } = known;
      return intl.formatMessage(reportNoticeMessages[known.code], {
        enrichers,
        failures,
        identifiers,
      });
    }
    case 'parser-failures': {
      const { platforms, errors, timeouts } = known;
      return intl.formatMessage(reportNoticeMessages[known.code], { platforms, errors, timeouts });
    }
    case 'uncaptured-crypted-fields':
      return intl.formatMessage(reportNoticeMessages[known.code], {
        fields: known.fields,
        clear: known.clear,
        count: known.clear.split(',').length,
      });
    case 'uncaptured-user-fields': {
      const { fields, by, mode } = known;
      if (by !== '') {
        return intl.formatMessage(reportNoticeMessages[known.code], { fields, by });
      }
      const message =
        mode === 'counter'
          ? reportNoticePartMessages.usersCounter
          : reportNoticePartMessages.usersNone;
      return intl.formatMessage(message, { fields });
    }
    case 'skipped-middlewares':
      return intl.formatMessage(reportNoticeMessages[known.code], {
        middlewares: known.middlewares,
      });
    case 'unordered-lines':
      return intl.formatMessage(reportNoticeMessages[known.code], {
        lines: known.lines,
        share: known.percent / 100,
      });
    case 'implausible-dates': {
      const { lines, parsedLines, sample } = known;
      return intl.formatMessage(reportNoticeMessages[known.code], {
        lines,
        parsedLines,
        hasSample: sample === undefined ? 'no' : 'yes',
        sample: sample ?? '',
      });
    }
    case 'unreadable-dates': {
      const { dateFormat, lines, parsedLines, sample } = known;
      const values = {
        dateFormat,
        lines,
        parsedLines,
        hasSample: sample === undefined ? 'no' : 'yes',
        sample: sample ?? '',
      };
      return intl.formatMessage(
        lines < parsedLines
          ? reportNoticePartMessages.datesPartly
          : reportNoticeMessages[known.code],
        values,
      );
    }
  }
}
