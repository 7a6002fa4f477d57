import {
  JobFailureReasonSchema,
  readStatusReason,
  type JobFailureReason,
} from '@sillage/shared-types';
import { isAxiosError } from 'axios';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { UPLOAD_TOO_LARGE } from './job-errors.messages.js';

/** Why a job failed, as the server said it: its status code (4003, 5000…) and message. */
export interface JobFailureInfo {
  code: number | null;
  message: string | null;
  /** Which case of its code the failure is, when the server says (Sillage's `reason`). */
  reason: JobFailureReason | null;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  reason?: unknown;
}

/** The body of an error answer; the upload asks for text, so a JSON body arrives as a string. */
function readBody(data: unknown): ErrorBody | string | null {
  if (typeof data !== 'string') {
    return data !== null && typeof data === 'object' ? data : null;
  }
  const text = data.trim();
  if (text === '') {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? parsed : text;
  } catch {
    return text;
  }
}

/**
 * A job status code from a number or a numeric header (the reference's 4xxx and 5xxx, and 413 for
 * an upload over the size limit); null for anything else.
 */
function toCode(value: unknown): number | null {
  const code = typeof value === 'string' ? Number(value) : value;
  return typeof code === 'number' &&
    Number.isInteger(code) &&
    ((code >= 4000 && code < 6000) || code === UPLOAD_TOO_LARGE)
    ? code
    : null;
}

/**
 * Reads a refused upload: the JSON error body (`code`, and `detail`, the server's explanation of
 * this case, before `message`, the reference's general wording), else the `ezPAARSE-Status`
 * headers, never the raw body as a headline.
 */
export function readUploadFailure(error: unknown): JobFailureInfo {
  if (!isAxiosError(error) || error.response === undefined) {
    return { code: null, message: null, reason: null };
  }
  const headers = error.response.headers as Record<string, unknown>;
  const body = readBody(error.response.data);
  const bodyCode = typeof body === 'object' && body !== null ? toCode(body.code) : null;
  const code = bodyCode ?? toCode(headers['ezpaarse-status']);
  const bodyText = (field: 'detail' | 'message') => {
    const value = typeof body === 'object' && body !== null ? body[field] : undefined;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const bodyMessage = bodyText('detail') ?? bodyText('message');
  const headerMessage = headers['ezpaarse-status-message'];
  const message =
    bodyMessage ??
    (typeof headerMessage === 'string' && headerMessage !== '' ? headerMessage : null);
  const reason =
    typeof body === 'object' && body !== null
      ? (JobFailureReasonSchema.safeParse(body.reason).data ?? null)
      : null;
  return { code, message, reason };
}

/** Reads a job that ended in error after its answer began: the report's `status` and message. */
export function readReportFailure(report: ReportGroups): JobFailureInfo {
  const general = report.general ?? {};
  const statusMessage = general['status-message'];
  return {
    code: toCode(general.status),
    message: typeof statusMessage === 'string' && statusMessage !== '' ? statusMessage : null,
    reason: readStatusReason(general),
  };
}
