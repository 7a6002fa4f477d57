import { createServer } from 'node:net';
import { buildProtocolApp, referenceLog, type ProtocolApp } from '../test/protocol-app.js';

/** A local port nothing listens on: a connection to it is refused, as with no network. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') {
    throw new Error('no port');
  }
  return address.port;
}

// Reference server.md §3.2 / §8: Crossref is asked in packets with retries; an instance without
// network must not spend ~15 s of retries per packet. Its circuit breaker opens on the first
// refused connection and the job goes on, as it would without Crossref.
describe('a job with Crossref on and no network', () => {
  let t: ProtocolApp;
  beforeAll(async () => {
    t = await buildProtocolApp({
      SILLAGE_ENRICHER_URLS: `crossref=http://127.0.0.1:${String(await refusingPort())}`,
    });
  }, 60_000);
  afterAll(() => t.close());

  const run = (headers: Record<string, string>) =>
    t.send({
      method: 'POST',
      url: '/',
      payload: referenceLog('crossref-paquet.log'),
      headers: { accept: 'application/jsonstream', 'double-click-removal': 'false', ...headers },
    });
  const reportOf = async (response: { headers: Record<string, unknown> }) =>
    (
      await t.send({
        method: 'GET',
        url: new URL(String(response.headers['job-report'])).pathname,
      })
    ).json<{ general: Record<string, unknown> }>().general;

  it('answers the same events as without Crossref, after one connection attempt', async () => {
    const without = await run({ 'crossref-enrich': 'false' });
    const withCrossref = await run({ 'crossref-enrich': 'true', 'crossref-paquet-size': '5' });
    expect(withCrossref.statusCode).toBe(200);
    const lines = (body: string) => body.split('\n').filter(Boolean);
    expect(lines(without.body).length).toBeGreaterThan(10);
    expect(lines(withCrossref.body)).toHaveLength(lines(without.body).length);

    const general = await reportOf(withCrossref);
    // Several packets of 5 were due; one request was made (no retry), then the breaker was open.
    expect(general).toMatchObject({
      'Job-Done': true,
      'crossref-queries': 1,
      'crossref-fails': 1,
    });
    expect(general['crossref-unreachable']).toBeGreaterThan(5);
    expect(general.status).toBeUndefined();
    const traces = await t.send({
      method: 'GET',
      url: new URL(String(withCrossref.headers['job-traces'])).pathname,
    });
    expect(traces.body).toMatch(/crossref: the service is unreachable/);
  });

  it("lists Crossref's counters at 0 in the job report when it had nothing to ask", async () => {
    // No DOI in the log: the reference's report still had crossref-queries… at 0.
    const response = await t.send({
      method: 'POST',
      url: '/',
      payload: '10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10\n',
      headers: { accept: 'application/jsonstream', 'crossref-enrich': 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(await reportOf(response)).toMatchObject({
      'Job-Done': true,
      'crossref-queries': 0,
      'crossref-fails': 0,
      'crossref-invalid-dois': 0,
      'crossref-unreachable': 0,
    });
  });
});
