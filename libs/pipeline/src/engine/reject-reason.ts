import type { RejectReasonCode, RejectReasonParams, RejectSample } from '@sillage/shared-types';

/** A catalogued reject reason with its values: the web translates it (`REJECT_REASON_CODES`). */
export interface CodedRejectReason {
  readonly code: RejectReasonCode;
  readonly params?: RejectReasonParams;
}

/** Why a line was rejected: a catalogued reason, or free text shown as it is. */
export type RejectReason = string | CodedRejectReason;

const value = (params: RejectReasonParams | undefined, key: string): string =>
  String(params?.[key] ?? '');

/** The English texts of the traces and the samples' `reason`, as they were before the codes. */
const ENGLISH: Record<RejectReasonCode, (params: RejectReasonParams | undefined) => string> = {
  'missing-url-or-timestamp': () => 'missing url or timestamp',
  'missing-domain': () => 'missing domain',
  'static-asset': () => 'static asset',
  'http-status': (params) => `HTTP status ${value(params, 'status')}`,
  'robot-user-agent': () => 'robot user agent',
  'robot-host': () => 'robot host',
  'platform-not-in-filter': () => 'platform not in Filter-Platforms',
  'no-result-from-platform': (params) => `no result from ${value(params, 'platform')}`,
  'no-url': () => 'no URL to recognise',
  'line-too-long': (params) =>
    `line longer than the line limit (100 000 bytes); only its first ${value(params, 'keptChars')} characters are kept`,
  'portal-to-portal-redirection': (params) =>
    `${value(params, 'enricher')}: portal to portal redirection`,
  'enrichment-tool-request': (params) =>
    `${value(params, 'enricher')}: request of ezPAARSE or Sillage itself`,
  'counter-double-click': () => 'COUNTER double-click',
  'counter-http-status': (params) => `COUNTER: HTTP status ${value(params, 'status')}`,
  'counter-robot': () => 'COUNTER-Robots user agent',
  'stage-failed': (params) => `${value(params, 'stage')}: ${value(params, 'error')}`,
};

/** The reason in English (traces, the samples' `reason` field). */
export function describeRejectReason(reason: RejectReason): string {
  return typeof reason === 'string' ? reason : ENGLISH[reason.code](reason.params);
}

/** The sample fields of a reason: its English text, and its code and values when it has one. */
export function rejectReasonFields(
  reason: RejectReason | undefined,
): Pick<RejectSample, 'reason' | 'reasonCode' | 'reasonParams'> {
  if (reason === undefined) {
    return {};
  }
  if (typeof reason === 'string') {
    return { reason };
  }
  return {
    reason: describeRejectReason(reason),
    reasonCode: reason.code,
    ...(reason.params === undefined ? {} : { reasonParams: { ...reason.params } }),
  };
}
