// Metamorphic checks: the requests of a real EZproxy log, written again in other shapes a library
// really has (ISO dates, custom EZproxy LogFormat directives), must give the same access events
// as the original. The variants are built here from the acceptance log, read in place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PipelineResources } from '../engine/create-pipeline.js';
import type { PipelineInput } from '../engine/toolkit.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE, logFile } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
  });
}, 60_000);

interface Request {
  host: string;
  login: string;
  /** `30/Nov/2012:00:13:10 +0100` */
  date: string;
  request: string;
  url: string;
  status: string;
  size: string;
}

const DEFAULT_LINE = /^(\S+) \S+ (\S+) \[([^\]]+)\] "(\S+ (\S+) \S+)" (\d+) (\d+)$/;
const requests: Request[] = readFileSync(logFile('sd.2012-11-30.300.log'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const match = DEFAULT_LINE.exec(line);
    if (match === null) {
      return [];
    }
    const [, host = '', login = '', date = '', request = '', url = '', status = '', size = ''] =
      match;
    return [{ host, login, date, request, url, status, size }];
  });

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
/** `30/Nov/2012:00:13:10 +0100` → `2012-11-30T00:13:10+01:00` (same local time and offset). */
function toIsoDate(date: string): string {
  const match = /^(\d\d)\/(\w{3})\/(\d{4}):(\d\d:\d\d:\d\d) ([+-]\d\d)(\d\d)$/.exec(date);
  if (match === null) {
    throw new Error(`unexpected date ${date}`);
  }
  const [, day = '', month = '', year = '', time = '', hours = '', minutes = ''] = match;
  const monthNumber = String(MONTHS.indexOf(month) / 3 + 1).padStart(2, '0');
  return `${year}-${monthNumber}-${day}T${time}${hours}:${minutes}`;
}

const eventsOf = async (lines: string[] | PipelineInput, headers: Record<string, string>) => {
  const input = Array.isArray(lines) ? inputOf({ text: `${lines.join('\n')}\n` }) : lines;
  const result = await runJob(
    [input],
    { 'Crypted-Fields': 'none', 'Double-Click-Removal': 'false', ...headers },
    resources,
  );
  expect(result.failure).toBeUndefined();
  return result.rows
    .map((row) =>
      [row.datetime, row.date, row.platform, row.rtype, row.mime, row.title_id, row.unitid].join(
        ' ',
      ),
    )
    .sort();
};

const defaultLine = (r: Request) =>
  `${r.host} - ${r.login} [${r.date}] "${r.request}" ${r.status} ${r.size}`;
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

let original: string[];
beforeAll(async () => {
  original = await eventsOf(requests.map(defaultLine), {});
  expect(original.length).toBeGreaterThan(10);
}, 60_000);

describe('the sd.2012-11-30.300 requests in other shapes give the same events', () => {
  it('ISO 8601 dates with a "T" (Date-Format YYYY-MM-DDTHH:mm:ssZ, which moment reads)', async () => {
    const lines = requests.map(
      (r) => `${toIsoDate(r.date)} ${r.host} ${r.login} "${r.request}" ${r.status} ${r.size}`,
    );
    const events = await eventsOf(lines, {
      'Log-Format-ezproxy': '%{datetime}<[^ ]+> %h %u "%r" %s %b',
      'Date-Format': 'YYYY-MM-DDTHH:mm:ssZ',
    });
    expect(events).toEqual(original);
  });

  it('ISO 8601 dates with a "T" read with a space in Date-Format, as moment reads them', async () => {
    const lines = requests.map(
      (r) => `${toIsoDate(r.date)} ${r.host} ${r.login} "${r.request}" ${r.status} ${r.size}`,
    );
    const events = await eventsOf(lines, {
      'Log-Format-ezproxy': '%{datetime}<[^ ]+> %h %u "%r" %s %b',
      'Date-Format': 'YYYY-MM-DD HH:mm:ss Z',
    });
    expect(events).toEqual(original);
  });

  // Shapes already read alike; kept so that a change of the readers cannot break them unseen.
  const text = requests.map(defaultLine).join('\n');
  const epochOf = (r: Request) => Date.parse(toIsoDate(r.date)) / 1000;
  const cases: [string, string[] | (() => PipelineInput), Record<string, string>][] = [
    ['CRLF line ends after a UTF-8 BOM', () => inputOf({ text: `\uFEFF${text.replaceAll('\n', '\r\n')}\r\n\r\n` }), {}],
    ['two concatenated gzip members', () => ({ ...inputOf({ text: Buffer.concat([gzipSync(text.slice(0, 5000)), gzipSync(`${text.slice(5000)}\n`)]) }), contentEncoding: 'gzip' }), {}],
    ['Apache combined, auto-detected', requests.map((r) => `${defaultLine(r)} "-" "${USER_AGENT}"`), {}],
    ['IPv6 client addresses', requests.map((r, i) => defaultLine({ ...r, host: `2001:db8::${(i % 9) + 1}` })), {}],
    ['Squid native, auto-detected', requests.map((r) => `${String(epochOf(r))}.000    120 ${r.host} TCP_MISS/${r.status} ${r.size} ${r.request.split(' ')[0] ?? ''} ${r.url} ${r.login} HIER_DIRECT/192.0.2.1 -`), {}],
    ['an EZproxy session and a quoted user agent', requests.map((r, i) => `${r.host} S${String(i)}x ${r.login} [${r.date}] "${r.request}" ${r.status} ${r.size} "${USER_AGENT}"`), { 'Log-Format-ezproxy': '%h %{ezproxy-session}i %u %t "%r" %s %b "%{user-agent}i"' }],
    ['tab-separated columns', requests.map((r) => [r.host, r.login, `[${r.date}]`, r.url, r.status, r.size].join('\t')), { 'Log-Format-ezproxy': '%h\t%u\t%t\t%U\t%s\t%b' }],
  ]; // prettier-ignore

  it.each(cases)('%s', async (_name, lines, headers) => {
    expect(await eventsOf(typeof lines === 'function' ? lines() : lines, headers)).toEqual(
      original,
    );
  });
});
