// Log formats the acceptance corpus has no log of, end to end: small logs written here from each
// format's documentation (HAProxy's HTTP log, Squid's native and common formats, Apache's
// combined format, EZproxy LogFormat directives), on the native sd platform.
import path from 'node:path';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
  });
}, 60_000);

const ARTICLE = 'http://www.sciencedirect.com/science/article/pii/S096706450800030';
const run = (lines: string[], headers: Record<string, string>) =>
  runJob(
    [inputOf({ text: `${lines.join('\n')}\n` })],
    { 'Crypted-Fields': 'none', ...headers },
    resources,
  );

describe('HAProxy HTTP log (accept date in brackets, with milliseconds and no offset)', () => {
  // `%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %CC %CS %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq %{+Q}r`
  // behind a syslog prefix.
  const line = (second: string, client: string, article: number) =>
    `Nov 30 00:13:${second} lb1 haproxy[14389]: ${client}:33317 [30/Nov/2012:00:13:${second}.655] fe-proxy be-ez/srv1 10/0/30/69/109 200 2750 - - ---- 1/1/1/1/0 0/0 "GET ${ARTICLE}${String(article)} HTTP/1.1"`;
  const format =
    '%<[A-Za-z]+ +[0-9]+ [0-9:]+> %{frontend}<[a-z0-9]+> %<haproxy\\[[0-9]+\\]>: %h:%{port}<[0-9]+> %t %<[^ ]+ [^ ]+> %<[0-9/-]+> %>s %b %<.*> "%r"';

  it('keeps every line with the default Date-Format, the time read as UTC, as the reference does', async () => {
    const result = await run([line('10', '192.0.2.20', 1), line('40', '192.0.2.21', 2)], {
      'Log-Format-apache': format,
    });
    expect(result.failure).toBeUndefined();
    expect(result.report.rejets['nb-lines-ignored']).toBe(0);
    expect(
      result.rows.map((row) => [row.datetime, row.host, row.port, row.unitid, row.status]),
    ).toEqual([
      ['2012-11-30T00:13:10+00:00', '192.0.2.20', '33317', 'S0967064508000301', '200'],
      ['2012-11-30T00:13:40+00:00', '192.0.2.21', '33317', 'S0967064508000302', '200'],
    ]);
  });
});

describe('Squid native format (auto-detected)', () => {
  // `%ts.%03tu %6tr %>a %Ss/%03>Hs %<st %rm %ru %[un %Sh/%<a %mt`, as squid.conf documents it.
  const lines = [
    `1354231990.123    245 192.0.2.20 TCP_MISS/200 4523 GET ${ARTICLE}1 jdoe HIER_DIRECT/198.51.100.7 text/html`,
    `1354231991.456     12 2001:db8::5 TCP_MISS/200 1024 GET ${ARTICLE}2 - HIER_DIRECT/2001:db8::7 application/xhtml+xml`,
    `1354231992.789     80 192.0.2.21 TCP_MISS/200 2048 GET ${ARTICLE}3 - HIER_DIRECT/198.51.100.7 application/vnd.ms-excel`,
  ];

  it('reads lines with an IPv6 upstream address or a mime type with a dot or a plus', async () => {
    const result = await run(lines, {});
    expect(result.failure).toBeUndefined();
    expect(result.report.general['input-format-proxy']).toBe('squid');
    expect(result.report.rejets['nb-lines-unknown-formats']).toBe(0);
    expect(
      result.rows.map((row) => [row.datetime, row.host, row.login, row.unitid, row.lastConnection]),
    ).toEqual([
      ['2012-11-29T23:33:10+00:00', '192.0.2.20', 'jdoe', 'S0967064508000301', '198.51.100.7'],
      ['2012-11-29T23:33:11+00:00', '2001:db8::5', '', 'S0967064508000302', '2001:db8::7'],
      ['2012-11-29T23:33:12+00:00', '192.0.2.21', '', 'S0967064508000303', '198.51.100.7'],
    ]);
  });
});
