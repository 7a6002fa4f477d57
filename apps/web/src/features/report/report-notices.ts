import {
  isReportNoticeCode,
  ReportNoticeSchema,
  UnknownHeaderParamSchema,
  type ReportNotice,
} from '@sillage/shared-types';
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
  const { code, params } = notice;
  if (!isReportNoticeCode(code)) {
    return null;
  }
  switch (code) {
    case 'catalog-not-fetched':
    case 'catalog-fetching':
    case 'catalog-fetch-disabled':
      return intl.formatMessage(reportNoticeMessages[code]);
    case 'catalog-fetch-failed':
      return typeof params.reason === 'string'
        ? intl.formatMessage(reportNoticeMessages[code], { reason: params.reason })
        : null;
    case 'unknown-domain':
      return typeof params.domain === 'string' && typeof params.percent === 'number'
        ? intl.formatMessage(reportNoticeMessages[code], {
            domain: params.domain,
            share: params.percent / 100,
          })
        : null;
    case 'unknown-headers': {
      const headers = UnknownHeaderParamSchema.array().safeParse(params.headers);
      if (!headers.success) {
        return null;
      }
      const names = headers.data.map(({ name, suggestion }) =>
        suggestion === undefined
          ? name
          : intl.formatMessage(reportNoticePartMessages.headerSuggestion, { name, suggestion }),
      );
      // Joined as the server joins them: a list of header names, not a sentence.
      return intl.formatMessage(reportNoticeMessages[code], { headers: names.join(', ') });
    }
  }
}
