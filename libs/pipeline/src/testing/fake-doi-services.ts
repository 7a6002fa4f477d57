import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { halPortalsRoute, halRoute, istexRoute, sudocRoute } from './fake-catalogue-routes.js';

/** How the fake answers one request instead of the normal response. */
export type FakeFault =
  | 'error-500'
  | 'rate-limited'
  | 'hang'
  | 'malformed'
  | 'bad-request'
  /** Well-formed JSON with none of the service's lists (an error page a proxy answers 200 with). */
  | 'unexpected-shape'
  /** 429 with `Retry-After: 3600`: a service asking to be left alone for an hour. */
  | 'rate-limited-for-an-hour'
  /** 200 with rate-limit headers allowing one request an hour. */
  | 'one-request-an-hour'
  /** 200 with a valid JSON answer followed by 160 MiB of white space, sent without a length. */
  | 'huge-body'
  /** 200 whose connection is cut halfway through the body. */
  | 'cut-mid-body';

/**
 * A local HTTP server answering like Crossref (`/crossref/works?filter=doi:a,doi:b` or
 * `alternative-id:`), OpenAlex (`/openalex/works?filter=doi:a|b`), Unpaywall
 * (`/unpaywall/v2/<doi>?email=`), HAL (`/hal/search/`), Sudoc (`/sudoc/issn2ppn/…`) and ISTEX
 * (`/istex/document/`), in the shapes of their public API documentation, for identifiers
 * accepted by `knows`.
 */
export interface FakeDoiServices {
  /** Root URL of each service on this server. */
  urls: Record<'crossref' | 'openalex' | 'unpaywall' | 'hal' | 'sudoc' | 'istex', string>;
  /** Every request received, in order. */
  requests: URL[];
  /** Faults served to the next requests, one each, before normal answers resume. */
  faults: FakeFault[];
  /** When set, every request gets this fault. */
  alwaysFault?: FakeFault;
  /** Delay before each normal answer (ms). */
  delayMs: number;
  close(): Promise<void>;
}

/** Title the fakes give a DOI's work, so tests can check what was filled. */
export const fakeTitleOf = (doi: string) => `Work ${doi}`;

/** The `license` list the fake Crossref gives every work, in the API's shape. */
export const FAKE_CROSSREF_LICENSE = [
  {
    start: {
      'date-parts': [[2021, 3, 4]],
      'date-time': '2021-03-04T00:00:00Z',
      timestamp: 1614816000000,
    },
    'content-version': 'vor',
    'delay-in-days': 0,
    URL: 'https://creativecommons.org/licenses/by/4.0/',
  },
];

function crossrefItem(doi: string, pii?: string) {
  return {
    DOI: doi.toUpperCase(),
    ...(pii === undefined ? {} : { 'alternative-id': [pii] }),
    title: [fakeTitleOf(doi)],
    'container-title': ['Journal of Tests'],
    publisher: 'Test Publisher',
    type: 'journal-article',
    issued: { 'date-parts': [[2021, 3, 4]] },
    subject: ['Physics', 'Chemistry'],
    'issn-type': [
      { value: '1234-5678', type: 'print' },
      { value: '8765-4321', type: 'electronic' },
    ],
    license: FAKE_CROSSREF_LICENSE,
  };
}

function openAlexWork(doi: string) {
  return {
    id: 'https://openalex.org/W1',
    doi: `https://doi.org/${doi}`,
    title: fakeTitleOf(doi),
    type: 'article',
    language: 'en',
    publication_date: '2021-03-04',
    open_access: { is_oa: true, oa_status: 'gold' },
    primary_location: {
      source: {
        display_name: 'Journal of Tests',
        issn_l: '1234-5678',
        is_in_doaj: true,
        host_organization_name: 'Test Publisher',
      },
    },
  };
}

function unpaywallRecord(doi: string) {
  return {
    doi,
    is_oa: false,
    oa_status: 'closed',
    journal_is_in_doaj: false,
    journal_is_oa: false,
    updated: '2024-01-02T03:04:05.000000',
  };
}

/** Largest `rows` Crossref serves. */
const CROSSREF_MAX_ROWS = 1000;
/** Most values OpenAlex ORs in one filter, and its largest page. */
const OPENALEX_MAX_VALUES = 100;

function route(url: URL, knows: (doi: string) => boolean): { status: number; body: unknown } {
  const [, service, ...rest] = url.pathname.split('/');
  const filter = url.searchParams.get('filter') ?? '';
  if (service === 'crossref' && rest[0] === 'works') {
    const parts = filter.split(',');
    if (Number(url.searchParams.get('rows') ?? 20) > CROSSREF_MAX_ROWS) {
      // Crossref's answer to a page larger than it serves.
      return {
        status: 400,
        body: {
          status: 'failed',
          'message-type': 'validation-failure',
          message: [
            {
              type: 'integer-not-valid',
              message:
                'Integer specified as 1001 but must be a positive integer less than or equal to 1000.',
            },
          ],
        },
      };
    }
    const items = [
      ...parts
        .filter((part) => part.startsWith('doi:'))
        .map((part) => part.slice('doi:'.length))
        .filter(knows)
        .map((doi) => crossrefItem(doi)),
      ...parts
        .filter((part) => part.startsWith('alternative-id:'))
        .map((part) => part.slice('alternative-id:'.length))
        .filter(knows)
        .map((pii) => crossrefItem(`10.1016/${pii.toLowerCase()}`, pii)),
    ];
    return {
      status: 200,
      body: {
        status: 'ok',
        'message-type': 'work-list',
        message: { 'total-results': items.length, items },
      },
    };
  }
  if (service === 'openalex' && rest[0] === 'works') {
    const dois = filter.replace(/^doi:/, '').split('|');
    if (
      dois.length > OPENALEX_MAX_VALUES ||
      Number(url.searchParams.get('per-page') ?? 25) > OPENALEX_MAX_VALUES
    ) {
      // OpenAlex ORs at most 100 values and serves pages of at most 100 works.
      return {
        status: 400,
        body: { error: 'Invalid query parameters error.', message: 'Maximum of 100 values' },
      };
    }
    const results = dois.filter(knows).map(openAlexWork);
    return { status: 200, body: { meta: { count: results.length }, results } };
  }
  if (service === 'unpaywall' && rest[0] === 'v2') {
    const doi = decodeURIComponent(rest.slice(1).join('/'));
    if (!url.searchParams.get('email')) {
      return { status: 422, body: { error: true, message: 'email required' } };
    }
    return knows(doi)
      ? { status: 200, body: unpaywallRecord(doi) }
      : { status: 404, body: { error: true, message: 'not found' } };
  }
  if (service === 'hal' && rest[0] === 'search') {
    return halRoute(url, knows);
  }
  if (service === 'hal' && rest[0] === 'ref' && rest[1] === 'instance') {
    return halPortalsRoute(url);
  }
  if (service === 'sudoc' && rest.length >= 2) {
    return sudocRoute(rest[0] ?? '', rest.slice(1).join('/'), knows);
  }
  if (service === 'istex' && rest[0] === 'document') {
    return istexRoute(url, knows);
  }
  return { status: 404, body: { error: true } };
}

function serveFault(fault: FakeFault, response: ServerResponse) {
  switch (fault) {
    case 'error-500':
      response.writeHead(500).end('{"error":"boom"}');
      return;
    case 'rate-limited':
      response.writeHead(429, { 'retry-after': '2' }).end('{"error":"slow down"}');
      return;
    case 'malformed':
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"message": {"items": [');
      return;
    case 'bad-request':
      response.writeHead(400).end('{"error":"bad"}');
      return;
    case 'unexpected-shape':
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"status":"error","message":"Service temporarily unavailable"}');
      return;
    case 'rate-limited-for-an-hour':
      response.writeHead(429, { 'retry-after': '3600' }).end('{"error":"come back later"}');
      return;
    case 'one-request-an-hour':
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'x-rate-limit-limit': '1',
          'x-rate-limit-interval': '3600s',
        })
        .end('{"message":{"items":[]}}');
      return;
    case 'huge-body':
      sendHugeBody(response);
      return;
    case 'cut-mid-body':
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"message": {"items": [', () => response.destroy());
      return;
    case 'hang':
      return;
  }
}

/** A JSON answer padded with 160 MiB of spaces, written as the client reads it. */
function sendHugeBody(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"message":{"items":[]}}');
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  let left = 160;
  const more = () => {
    while (left > 0 && !response.destroyed) {
      left -= 1;
      if (!response.write(spaces)) {
        response.once('drain', more);
        return;
      }
    }
    response.end();
  };
  more();
}

/** Starts the fake services on a free local port. */
export async function startFakeDoiServices(
  knows: (doi: string) => boolean = () => true,
): Promise<FakeDoiServices> {
  const state = { requests: [] as URL[], faults: [] as FakeFault[], delayMs: 0 };
  const services: Partial<FakeDoiServices> = state;
  // Crossref takes filters of a thousand DOIs: wider than Node's default 16 KiB request head.
  const server = createServer(
    { maxHeaderSize: 128 * 1024 },
    (request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      state.requests.push(url);
      const fault = services.alwaysFault ?? services.faults?.shift();
      if (fault) {
        serveFault(fault, response);
        return;
      }
      const { status, body } = route(url, knows);
      const answer = () =>
        response
          .writeHead(status, {
            'content-type': 'application/json',
            'x-rate-limit-limit': '1000',
            'x-rate-limit-interval': '1s',
          })
          .end(JSON.stringify(body));
      if ((services.delayMs ?? 0) > 0) {
        setTimeout(answer, services.delayMs);
      } else {
        answer();
      }
    },
  );
  // Idle connections stay open until the client closes them, as a real service's long keep-alive
  // does: with Node's 5 s default, a test slowed by a busy host could reuse a socket at the very
  // moment the server closed it, and count a failure no fault was queued for.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${String(port)}`;
  return Object.assign(services, {
    urls: {
      crossref: `${root}/crossref`,
      openalex: `${root}/openalex`,
      unpaywall: `${root}/unpaywall`,
      hal: `${root}/hal`,
      sudoc: `${root}/sudoc`,
      istex: `${root}/istex`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  }) as FakeDoiServices;
}
