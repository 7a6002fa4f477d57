import { readEnricherHeaders } from './enricher-headers.js';
import { normalizeHeaders, type RawHeaders } from './header-values.js';
import { parseJobSettings } from './parse-job-settings.js';

function enrichersOf(headers: RawHeaders) {
  const result = readEnricherHeaders(normalizeHeaders(headers));
  if (!result.ok) {
    throw new Error(`unexpected failure: ${result.failure.message}`);
  }
  return result.value;
}

describe('readEnricherHeaders', () => {
  it('gives every enricher the reference defaults', () => {
    const enrichers = enrichersOf({});
    expect(enrichers.crossref).toEqual({
      enabled: true,
      cache: true,
      ttlMs: 604_800_000,
      throttleMs: 200,
      packetSize: 50,
      bufferSize: 1000,
      maxTries: 5,
      onFail: 'abort',
      baseWaitMs: 1000,
      license: false,
    });
    expect(enrichers.istex).toMatchObject({ throttleMs: 100, packetSize: 150, onFail: 'ignore' });
    expect(enrichers.sudoc).toMatchObject({ throttleMs: 500, onFail: 'ignore' });
    expect(enrichers.hal).toMatchObject({ throttleMs: 100, packetSize: 150, onFail: 'abort' });
    expect(enrichers.unpaywall).toMatchObject({ packetSize: 10, bufferSize: 200 });
  });

  it('reads every header of the reference, in any case, with the aliases', () => {
    const enrichers = enrichersOf({
      'Crossref-Enrich': 'false',
      'crossref-cache': 'false',
      'Crossref-TTL': '60',
      'Crossref-Throttle': '0',
      'Crossref-Paquet-Size': '20',
      'Crossref-Buffer-Size': '300',
      'Crossref-Max-Tries': '2',
      'Crossref-On-Fail': 'RETRY',
      'Crossref-Base-Wait-Time': '250',
      'Crossref-License': 'true',
      'HAL-Packet-Size': '7',
      'HAL-Max-Attempts': '9',
      'Istex-Enrich': 'true',
      'Sudoc-TTL': '10',
    });
    expect(enrichers.crossref).toEqual({
      enabled: false,
      cache: false,
      ttlMs: 60_000,
      throttleMs: 0,
      packetSize: 20,
      bufferSize: 300,
      maxTries: 2,
      onFail: 'retry',
      baseWaitMs: 250,
      license: true,
    });
    expect(enrichers.hal).toMatchObject({ packetSize: 7, maxTries: 9 });
    expect(enrichers.istex.enabled).toBe(true);
    expect(enrichers.sudoc.ttlMs).toBe(10_000);
  });

  it.each([
    ['Crossref-Enrich', 'maybe', 'Crossref-Enrich must be true or false, not "maybe".'],
    ['HAL-Cache', 'sometimes', 'HAL-Cache must be true or false, not "sometimes".'],
    ['Istex-TTL', '7d', 'Istex-TTL must be a whole number, not "7d".'],
    ['Sudoc-Throttle', '-5', 'Sudoc-Throttle must be a whole number, not "-5".'],
    ['Crossref-Paquet-Size', '0', 'Crossref-Paquet-Size must be at least 1, not "0".'],
    ['HAL-Packet-Size', 'ten', 'HAL-Packet-Size must be a whole number, not "ten".'],
    ['Istex-Buffer-Size', '0', 'Istex-Buffer-Size must be at least 1, not "0".'],
    ['Sudoc-Max-Attempts', '0', 'Sudoc-Max-Attempts must be at least 1, not "0".'],
    [
      'Crossref-On-Fail',
      'explode',
      'Crossref-On-Fail must be one of abort, ignore, retry, not "explode".',
    ],
    ['Crossref-License', 'yes please', 'Crossref-License must be true or false, not "yes please".'],
  ])('refuses %s: %s with 4028 naming the header', (name, value, message) => {
    expect(readEnricherHeaders(normalizeHeaders({ [name]: value }))).toEqual({
      ok: false,
      failure: { status: 4028, message },
    });
    // The same refusal reaches the job's settings, before any line is read.
    const job = parseJobSettings({ [name]: value });
    expect(job.ok ? undefined : job.failure).toEqual({ status: 4028, message });
  });
});
