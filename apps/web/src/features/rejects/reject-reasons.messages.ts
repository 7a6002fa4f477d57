import type { RejectReasonCode } from '@sillage/shared-types';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define-messages.js';

/**
 * The engine's reasons for a rejected line (`REJECT_REASON_CODES`), shown in the explorer's
 * "Detail" column; typed by code so that a new code cannot go without its text.
 */
export const rejectReasonMessages: Record<RejectReasonCode, MessageDescriptor> = defineMessages({
  'missing-url-or-timestamp': {
    id: 'rejects.reason.missing-url-or-timestamp',
    defaultMessage: 'No URL or no date',
  },
  'missing-domain': { id: 'rejects.reason.missing-domain', defaultMessage: 'No domain' },
  'static-asset': {
    id: 'rejects.reason.static-asset',
    defaultMessage: 'Static file (style sheet, image, script)',
  },
  'http-status': { id: 'rejects.reason.http-status', defaultMessage: 'HTTP status {status}' },
  'robot-user-agent': {
    id: 'rejects.reason.robot-user-agent',
    defaultMessage: 'Robot (by its user agent)',
  },
  'robot-host': { id: 'rejects.reason.robot-host', defaultMessage: 'Robot (by its host)' },
  'platform-not-in-filter': {
    id: 'rejects.reason.platform-not-in-filter',
    defaultMessage: 'Platform not in Filter-Platforms',
  },
  'no-result-from-platform': {
    id: 'rejects.reason.no-result-from-platform',
    defaultMessage: 'No result from the {platform} parser',
  },
  'no-url': { id: 'rejects.reason.no-url', defaultMessage: 'No URL to recognise' },
  'line-too-long': {
    id: 'rejects.reason.line-too-long',
    defaultMessage:
      'Line longer than the line limit (100,000 bytes); only its first {keptChars, plural, one {# character is} other {# characters are}} kept',
  },
  'portal-to-portal-redirection': {
    id: 'rejects.reason.portal-to-portal-redirection',
    defaultMessage: '{enricher}: redirection from one portal to another',
  },
  'enrichment-tool-request': {
    id: 'rejects.reason.enrichment-tool-request',
    defaultMessage: '{enricher}: enrichment request made by ezPAARSE or Sillage',
  },
  'counter-double-click': {
    id: 'rejects.reason.counter-double-click',
    defaultMessage: 'COUNTER double-click',
  },
  'counter-http-status': {
    id: 'rejects.reason.counter-http-status',
    defaultMessage: 'COUNTER: HTTP status {status}',
  },
  'counter-robot': {
    id: 'rejects.reason.counter-robot',
    defaultMessage: 'Robot (COUNTER-Robots user agent)',
  },
  'stage-failed': { id: 'rejects.reason.stage-failed', defaultMessage: '{stage} failed: {error}' },
});
