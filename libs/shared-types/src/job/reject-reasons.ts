import { z } from 'zod';

/**
 * Why the engine rejected a line, beyond its category: a catalogued code the web translates
 * (`rejects.reason.<code>`) with its values. Explorer samples only; report counters and reject
 * files keep the reference's shape.
 */
export const REJECT_REASON_CODES = [
  'missing-url-or-timestamp',
  'missing-domain',
  'static-asset',
  'http-status',
  'robot-user-agent',
  'robot-host',
  'platform-not-in-filter',
  'no-result-from-platform',
  'no-url',
  'line-too-long',
  'portal-to-portal-redirection',
  'enrichment-tool-request',
  'counter-double-click',
  'counter-http-status',
  'counter-robot',
  'stage-failed',
] as const;
export type RejectReasonCode = (typeof REJECT_REASON_CODES)[number];

/** The values a reason's text is made of (`{ status: '302' }`, `{ platform: 'sd' }`). */
export const RejectReasonParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type RejectReasonParams = z.infer<typeof RejectReasonParamsSchema>;

/** True when `code` is one the web has a text for (older or newer engines may send others). */
export function isRejectReasonCode(code: string): code is RejectReasonCode {
  return (REJECT_REASON_CODES as readonly string[]).includes(code);
}
