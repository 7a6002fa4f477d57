import axios, { isAxiosError, isCancel } from 'axios';

/** Same-origin client for the API: relative URLs, session cookie sent, no token (spec §9). */
export const http = axios.create({
  withCredentials: true,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

/** The error body our API sends (`ApiErrorSchema` in shared-types); every field optional here. */
interface ErrorBody {
  kind?: unknown;
  message?: unknown;
  error?: unknown;
  detail?: unknown;
}

/** HTTP status of a failed call, or null when no response arrived (network, abort). */
export function readHttpStatus(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The `message` of the server's error body, when it sent one. */
export function readServerMessage(error: unknown): string | null {
  if (!isAxiosError(error)) {
    return null;
  }
  const body = error.response?.data as ErrorBody | string | undefined;
  if (typeof body === 'string') {
    return body.trim() === '' ? null : body.trim();
  }
  return typeof body?.message === 'string' && body.message !== '' ? body.message : null;
}

/** The server's own (English) explanation of a refusal, beside its message key, if any. */
export function readServerDetail(error: unknown): string | null {
  const body = isAxiosError(error) ? (error.response?.data as ErrorBody | undefined) : undefined;
  return typeof body?.detail === 'string' && body.detail.trim() !== '' ? body.detail.trim() : null;
}

/**
 * Catalog ids that may describe a failed call, most specific first: `errors.<server message>`
 * (reference-style reasons such as `userAlreadyExists`) then `errors.<KIND>` (our symbolic error
 * kind; `code` is the reference's number, which has no translation).
 */
export function listErrorMessageIds(error: unknown): string[] {
  if (!isAxiosError(error)) {
    return [];
  }
  const ids: string[] = [];
  const message = readServerMessage(error);
  if (message !== null && /^[A-Za-z_]+$/.test(message)) {
    ids.push(`errors.${message}`);
  }
  const body = error.response?.data as ErrorBody | undefined;
  if (body && typeof body === 'object' && typeof body.kind === 'string') {
    ids.push(`errors.${body.kind}`);
  }
  return ids;
}

/** Calls `onRefused` for every failed call `isRefusal` picks out. Returns what stops watching. */
function watchRefusedCalls(isRefusal: (error: unknown) => boolean, onRefused: () => void) {
  const id = http.interceptors.response.use(undefined, (error: unknown) => {
    if (isRefusal(error)) {
      onRefused();
    }
    // Passed on as it came: the caller still sees its failed call.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- axios's own error, rethrown
    return Promise.reject(error);
  });
  return () => {
    http.interceptors.response.eject(id);
  };
}

/**
 * Calls `onLost` whenever a call is refused for want of a session (401), other than a sign-in
 * with wrong credentials: the session ended (signed out in another tab, expired) while the page
 * was open. Returns what stops watching.
 */
export function watchLostSession(onLost: () => void): () => void {
  return watchRefusedCalls(
    (error) => readHttpStatus(error) === 401 && readServerMessage(error) !== 'badCredentials',
    onLost,
  );
}

/**
 * Calls `onLost` whenever a call is refused as for administrators only (403 `adminOnly`): the
 * account lost its rights (another administrator changed its group) while the page was open.
 */
export function watchLostAdminRights(onLost: () => void): () => void {
  return watchRefusedCalls(
    (error) => readHttpStatus(error) === 403 && readServerMessage(error) === 'adminOnly',
    onLost,
  );
}

/** True for a request the user cancelled (AbortController); such a call raises no error. */
export function isCancelledRequest(error: unknown): boolean {
  return isCancel(error) || (isAxiosError(error) && error.code === 'ERR_CANCELED');
}
