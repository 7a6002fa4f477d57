import type { RetryListener, ServiceGate } from './service-gate.js';

/** A failed call to a web service; `retryable` when trying again may succeed. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** Wait asked by the service (`Retry-After`), in milliseconds. */
    readonly retryAfterMs?: number,
    /**
     * No connection could be made (refused, no route, unknown host): retrying at once is
     * pointless, the circuit breaker opens on the first one.
     */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/** The job was cancelled while it waited on a service: not the service's failure, not retried. */
export class JobCancelledError extends Error {}

/** Throws a JobCancelledError when the job's signal has fired. */
export function throwIfCancelled(signal: AbortSignal | undefined, what: string): void {
  if (signal?.aborted === true) {
    throw new JobCancelledError(`${what}: the job was cancelled`);
  }
}

/** Socket and resolver codes that mean the service could not be reached at all. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
]);

/**
 * True when a fetch failure (an error, its `cause` chain, or every error of an AggregateError,
 * as Node's happy-eyeballs connect gives) says no connection could be made.
 */
export function isUnreachableError(error: unknown, depth = 0): boolean {
  // Duck-typed: fetch's errors may come from another realm (test sandboxes), so no instanceof.
  if (depth > 5 || typeof error !== 'object' || error === null) {
    return false;
  }
  const { code, errors, cause } = error as { code?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) {
    return true;
  }
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.every((inner) => isUnreachableError(inner, depth + 1));
  }
  return isUnreachableError(cause, depth + 1);
}

/** Reads a `Retry-After` value (seconds or an HTTP date) as milliseconds from `nowMs`. */
export function parseRetryAfterMs(value: string | null, nowMs: number): number | undefined {
  if (value === null || value.trim() === '') {
    return undefined;
  }
  const seconds = Number(value);
  if (Number.isFinite(seconds)) {
    return Math.max(0, seconds * 1000);
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** Minimum spacing (ms) between requests implied by Crossref-style `X-Rate-Limit-*` headers. */
export function readRateLimitSpacingMs(headers: Headers): number | undefined {
  const limit = Number(headers.get('x-rate-limit-limit'));
  const interval = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(headers.get('x-rate-limit-interval') ?? '');
  if (!interval || !(limit > 0)) {
    return undefined;
  }
  const unit = interval[2] === 'ms' ? 1 : interval[2] === 'm' ? 60_000 : 1000;
  return (Number(interval[1]) * unit) / limit;
}

/**
 * Largest answer body read from a service. The largest page any enricher asks for (a thousand
 * whole Crossref works, references included) is tens of megabytes; a service (or a proxy in
 * front of it) streaming gigabytes took the job's process to gigabytes of memory before V8
 * refused the string.
 */
export const MAX_ANSWER_BYTES = 128 * 1024 * 1024;

/** An answer larger than MAX_ANSWER_BYTES: not retried, the same request would get it again. */
class AnswerTooLargeError extends Error {}

/** The body as text, refused past `maxBytes` (its declared length first, then as it comes). */
async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes || response.body === null) {
    await response.body?.cancel();
    if (declared > maxBytes) {
      throw new AnswerTooLargeError();
    }
    return '';
  }
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) {
      // Leaving the loop cancels the stream, which ends the download.
      throw new AnswerTooLargeError();
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * What went wrong with a request, with the cause fetch keeps apart: its own message is only
 * "fetch failed" or "terminated", the cause says "redirect count exceeded" or "other side closed".
 */
function describeFetchError(error: unknown): string {
  // Duck-typed, as isUnreachableError: the cause may come from another realm.
  const { cause } = (error ?? {}) as { cause?: { message?: unknown; code?: unknown } };
  const detail = [cause?.message, cause?.code].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return detail === undefined ? String(error) : `${String(error)} (${detail})`;
}

/** Hears the time (ms, fractional) from sending one HTTP request to reading its whole answer. */
export type AnswerListener = (elapsedMs: number) => void;

/** One HTTP GET answered as JSON; undefined for a 404 (no record). */
export interface JsonResponse {
  body: unknown;
  headers: Headers;
}

/**
 * Performs one GET with a timeout and classifies the outcome: 2xx JSON is returned, 404 is
 * undefined, 429/5xx/timeouts/network errors/malformed JSON are retryable ServiceErrors, other
 * statuses are not, and a connection that could not be made at all is an `unreachable` one.
 */
export async function fetchJsonOnce(
  url: URL,
  options: {
    headers: Record<string, string>;
    timeoutMs: number;
    fetchImpl?: typeof fetch;
    /** The job's cancellation: the request is dropped, and the error is not retried. */
    signal?: AbortSignal;
    /** Hears how long the service took to answer, whatever its status. */
    onAnswered?: AnswerListener;
  },
): Promise<JsonResponse | undefined> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  let text: string;
  try {
    const sentAt = performance.now();
    response = await fetchImpl(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
    });
    text = await readCappedText(response, MAX_ANSWER_BYTES);
    // A request that got no answer (refused, timed out, cancelled) has no response time.
    options.onAnswered?.(performance.now() - sentAt);
  } catch (error) {
    if (options.signal?.aborted === true) {
      throw new JobCancelledError(`GET ${url.origin}${url.pathname}: the job was cancelled`);
    }
    if (error instanceof AnswerTooLargeError) {
      throw new ServiceError(
        `GET ${url.origin}${url.pathname}: answer larger than ${String(MAX_ANSWER_BYTES / 1024 / 1024)} MiB, not read`,
        false,
      );
    }
    const name = error instanceof Error ? error.name : '';
    if (isUnreachableError(error)) {
      const { cause } = error as { cause?: { message?: unknown; code?: unknown } };
      const reason =
        typeof cause?.message === 'string' && cause.message !== ''
          ? cause.message
          : typeof cause?.code === 'string'
            ? cause.code
            : String(error);
      throw new ServiceError(
        `GET ${url.origin}${url.pathname}: unreachable (${reason})`,
        false,
        undefined,
        true,
      );
    }
    const reason =
      name === 'TimeoutError'
        ? `timed out after ${String(options.timeoutMs)} ms`
        : describeFetchError(error);
    throw new ServiceError(`GET ${url.origin}${url.pathname}: ${reason}`, true);
  }
  if (response.status === 404) {
    return undefined;
  }
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    const retryAfter = response.headers.get('retry-after');
    throw new ServiceError(
      `GET ${url.origin}${url.pathname}: HTTP ${String(response.status)}${retryAfter === null ? '' : `, Retry-After: ${retryAfter.slice(0, 40)}`}`,
      retryable,
      parseRetryAfterMs(retryAfter, Date.now()),
    );
  }
  try {
    return { body: JSON.parse(text) as unknown, headers: response.headers };
  } catch {
    throw new ServiceError(`GET ${url.origin}${url.pathname}: malformed JSON`, true);
  }
}

/**
 * Says what a 2xx body lacks to be the service's answer (undefined when it is one), e.g. a
 * search answer without its list of hits.
 */
export type AnswerCheck = (body: unknown) => string | undefined;

/** Options of one `getJson` call. */
export interface GetJsonOptions {
  /** Hears of each failed attempt about to be retried. */
  onRetry?: RetryListener;
  /** The job's cancellation: stops the request and its retries. */
  signal?: AbortSignal;
  /** Hears how long each HTTP request of the call (retries included) took to be answered. */
  onAnswered?: AnswerListener;
  /**
   * A body it rejects is a retryable failure, not an empty answer: a proxy's or a service's
   * error page served with 200 would otherwise be cached as "no record" for a whole TTL.
   */
  check?: AnswerCheck;
}

/** GETs JSON through a service gate, counting the HTTP requests it makes. */
export interface ServiceClient {
  /** The parsed body, or undefined for a 404. */
  getJson(url: URL, options?: GetJsonOptions): Promise<unknown>;
  /** HTTP requests made so far, retries included. */
  readonly requestCount: number;
}

/** Options of createServiceClient. */
export interface ServiceClientOptions {
  gate: ServiceGate;
  timeoutMs: number;
  headers?: Record<string, string>;
  fetchImpl?: typeof fetch;
}

/**
 * A client whose every request is paced and retried by the gate; rate-limit headers of
 * successful answers adjust the gate's spacing.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  let requestCount = 0;
  return {
    get requestCount() {
      return requestCount;
    },
    async getJson(url, callOptions) {
      const response = await options.gate.request(
        async () => {
          requestCount += 1;
          const answer = await fetchJsonOnce(url, {
            headers: options.headers ?? {},
            timeoutMs: options.timeoutMs,
            ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
            ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
            ...(callOptions?.onAnswered ? { onAnswered: callOptions.onAnswered } : {}),
          });
          const problem = answer && callOptions?.check?.(answer.body);
          if (problem !== undefined) {
            throw new ServiceError(
              `GET ${url.origin}${url.pathname}: unexpected answer (${problem})`,
              true,
            );
          }
          return answer;
        },
        callOptions?.onRetry,
        callOptions?.signal,
      );
      if (response) {
        options.gate.adjustSpacing(readRateLimitSpacingMs(response.headers));
      }
      return response?.body;
    },
  };
}
