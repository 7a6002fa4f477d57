import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { http } from '../shared/http/http-client.js';

/** One call the app made, as the server would have received it. */
export interface ServedRequest {
  /** `METHOD /path?query`, the query as axios serialised it. */
  line: string;
  /** The body as sent (axios has already serialised objects to JSON). */
  body: unknown;
  contentType: string | undefined;
}

export interface Reply {
  status: number;
  data?: unknown;
}

const networkAdapter = http.defaults.adapter;

/**
 * Answers the app's HTTP calls in place of the server: the real api functions, axios and its
 * serialisation still run, only the network is replaced. Returns the calls, in order.
 * `restoreNetwork` must run after each test that uses it.
 */
export function serveRequests(
  answer: (request: ServedRequest) => Reply | Promise<Reply>,
): ServedRequest[] {
  const requests: ServedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    // axios labels every POST/PUT as a form; its browser adapter drops that label only when there
    // is no body at all (`undefined`, not `null`).
    const contentType =
      config.data === undefined ? undefined : AxiosHeaders.from(config.headers).getContentType();
    const request: ServedRequest = {
      line: `${(config.method ?? 'get').toUpperCase()} ${http.getUri(config)}`,
      body: config.data,
      contentType: typeof contentType === 'string' ? contentType : undefined,
    };
    requests.push(request);
    // Like the api (Fastify without a form parser): a form content type is refused, even empty.
    const reply = request.contentType?.startsWith('application/x-www-form-urlencoded')
      ? { status: 415 }
      : await answer(request);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      headers: {},
      config,
      data: reply.data ?? null,
    };
    if (reply.status >= 400) {
      throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return requests;
}

/** Puts the real network adapter back. */
export function restoreNetwork() {
  http.defaults.adapter = networkAdapter;
}
