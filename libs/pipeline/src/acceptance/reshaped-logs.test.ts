// Metamorphic checks: the requests of a real EZproxy log, written again in other shapes a library
// really has (ISO dates, custom EZproxy LogFormat directives), must give the same access events
// as the original. The variants are built here from the acceptance log, read in place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PipelineResources } from '../engine/create-pipeline.js';
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

const eventsOf = async (lines: string[], headers: Record<string, string>) => {
  const result = await runJob(
    [inputOf({ text: `${lines.join('\n')}\n` })],
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

let original: string[];
beforeAll(async () => {
  original = await eventsOf(
    requests.map((r) => `${r.host} - ${r.login} [${r.date}] "${r.request}" ${r.status} ${r.size}`),
    {},
  );
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
});
