// Behaviour cases of reference §9.1 / §9.3 on the small logs of the acceptance corpus.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parseJobSettings } from '@sillage/shared-types';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { JOB_SETTINGS_CHECKS } from '../engine/job-settings-checks.js';
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

const job = (file: string, headers: Record<string, string> = {}) =>
  runJob([inputOf({ file: logFile(file) })], headers, resources);
const lineOf = (file: string, index: number) =>
  readFileSync(logFile(file), 'utf8').split(/\r?\n/).filter(Boolean)[index];

describe('reject categories, one file each (Reject-Files: all)', () => {
  it.each([
    ['duplicate-ecs.log', 'duplicate-ecs', 'nb-lines-duplicate-ecs', 0, 1],
    ['unordered-ecs.log', 'unordered-ecs', 'nb-lines-unordered-ecs', 1, 1],
    ['filtered-ecs.log', 'filtered-ecs', 'nb-lines-ignored', 1, 1],
    ['ignored-domain.log', 'ignored-domains', 'nb-lines-ignored-domains', 0, 0],
    ['unknown-domain.log', 'unknown-domains', 'nb-lines-unknown-domains', 0, 0],
    ['unqualified-ec.log', 'unqualified-ecs', 'nb-lines-unqualified-ecs', 0, 0],
    ['robot-ec.log', 'robots-ecs', 'nb-lines-robots-ecs', 0, 0],
    ['sd.wrong-second-line.log', 'unknown-formats', 'nb-lines-unknown-formats', 1, 1],
  ] as const)('%s → one line in lines-%s.log', async (file, category, counter, lineIndex, ecs) => {
    const run = await job(file, { 'Reject-Files': 'all' });
    expect(run.failure).toBeUndefined();
    expect(run.report.rejets[counter]).toBe(1);
    expect(run.report.general['nb-ecs']).toBe(ecs);
    expect(run.rejects[category]).toBe(`${lineOf(file, lineIndex) ?? ''}\n`);
    for (const [other, text] of Object.entries(run.rejects)) {
      expect([other, text]).toEqual([other, other === category ? text : '']);
    }
  });

  it('creates no reject file unless asked', async () => {
    expect((await job('unknown-domain.log')).rejects).toEqual({});
  });

  it('keeps robots, marked robot=yes, with Disable-Filters: robots', async () => {
    const run = await job('robot-ec.log', {
      'Disable-Filters': 'robots',
      Accept: 'application/json',
    });
    expect(run.report.rejets['nb-lines-robots-ecs']).toBe(0);
    expect(JSON.parse(run.result)).toMatchObject([{ robot: 'yes', platform: 'sd' }]);
  });

  it('says an empty log is empty (4001), not that its lines miss the format (4003)', async () => {
    const run = await runJob([inputOf({ text: '' })], {}, resources);
    expect(run.failure?.status).toBe(4001);
    expect(run.report.general).toMatchObject({ status: 4001, 'nb-lines-input': 0 });
  });

  it('says a log of blank lines and spaces is empty too (4001), however many lines it has', async () => {
    // More lines than Max-Parse-Attempts (10), and some of them not even empty.
    const run = await runJob([inputOf({ text: '   \n\t\n\n \r\n'.repeat(5) })], {}, resources);
    expect(run.failure?.status).toBe(4001);
    expect(run.report.general).toMatchObject({ status: 4001 });
  });

  it('still reads a log whose first lines, more than Max-Parse-Attempts, are spaces', async () => {
    const lines = readFileSync(logFile('sd.mini.log'), 'utf8');
    const run = await runJob([inputOf({ text: `${'  \n'.repeat(12)}${lines}` })], {}, resources);
    expect(run.failure).toBeUndefined();
    expect(run.report.general['nb-ecs']).toBeGreaterThan(0);
  });

  it('does not claim COUNTER tables for a job run without COUNTER-Mode: r51', async () => {
    const run = await job('sd.mini.log');
    expect(run.failure).toBeUndefined();
    expect(run.report.general).not.toHaveProperty('counter-report');
  });

  it('names the Log-Format header of a format it cannot use (4003), before any line is read', () => {
    const parsed = parseJobSettings(
      { 'Log-Format-ezproxy': '%h %{bad' },
      { checks: JOB_SETTINGS_CHECKS },
    );
    expect(parsed.ok ? undefined : parsed.failure.status).toBe(4003);
    expect(parsed.ok ? '' : parsed.failure.message).toMatch(
      /^Log-Format-ezproxy: Unterminated "%\{"/,
    );
  });

  it('refuses a log whose first line does not parse once Max-Parse-Attempts is 1 (4003)', async () => {
    const run = await job('sd.wrong-first-line.log', { 'Max-Parse-Attempts': '1' });
    expect(run.failure?.status).toBe(4003);
    expect(run.report.general).toMatchObject({ status: 4003, 'Job-Done': false });
    // The line that used the last attempt is in the reject file with those before it.
    const counted = await job('sd.wrong-first-line.log', {
      'Max-Parse-Attempts': '1',
      'Reject-Files': 'unknown-formats',
    });
    expect(counted.report.rejets['nb-lines-unknown-formats']).toBe(1);
    expect(counted.rejects['unknown-formats']).toBe(
      `${lineOf('sd.wrong-first-line.log', 0) ?? ''}\n`,
    );
    const tolerant = await job('sd.wrong-first-line.log');
    expect(tolerant.failure).toBeUndefined();
    expect(tolerant.report.rejets).toMatchObject({
      'nb-lines-unknown-formats': 1,
      'nb-lines-ignored': 1,
      'nb-lines-unqualified-ecs': 1,
    });
  });
});

describe('sd.multiple-status.log under each filter setting', () => {
  it.each([
    [{}, ['200', '304'], ['401', '403']],
    [{ 'ezPAARSE-Filter-Redirects': 'false' }, ['200', '301', '302', '304'], ['401', '403']],
    [
      { 'ezPAARSE-Filter-Status': 'false' },
      [
        '200',
        '204',
        '206',
        '301',
        '302',
        '303',
        '304',
        '307',
        '401',
        '403',
        '404',
        '500',
        '501',
        '502',
        '503',
        '504',
      ],
      [],
    ],
    [{ 'ezPAARSE-Filter-Status': '206,403,503' }, ['206', '403', '503'], []],
  ])('%j keeps %j and denies %j', async (headers, kept, denied) => {
    const run = await job('sd.multiple-status.log', headers);
    expect(run.rows.map((row) => row.status)).toEqual(kept);
    expect(run.report.general['nb-denied-ecs']).toBe(denied.length);
    expect(run.report.rejets['nb-lines-ignored']).toBe(16 - kept.length - denied.length);
  });

  it('Clean-Only outputs the 4 surviving raw lines (200, 304, 401, 403)', async () => {
    const run = await job('sd.multiple-status.log', { 'Clean-Only': 'true' });
    const lines = run.result.split('\n').filter(Boolean);
    expect(lines.map((line) => line.split(' ').at(-2))).toEqual(['200', '304', '401', '403']);
    expect(lines[0]).toBe(lineOf('sd.multiple-status.log', 0));
  });
});

describe('denied accesses', () => {
  it('sd.denied.log: empty result, denied file with a header and 2 ECs', async () => {
    const run = await job('sd.denied.log');
    expect(run.result).toBe('');
    const denied = run.denied.split('\n').filter(Boolean);
    expect(denied).toHaveLength(3);
    expect(denied[0]?.startsWith('datetime;date;login;platform')).toBe(true);
    expect(run.report.general).toMatchObject({ 'nb-ecs': 0, 'nb-denied-ecs': 2 });
  });

  it('sd.denied.log: the reject explorer keeps the denied lines, crypted as the report is', async () => {
    const clear = await job('sd.denied.log', { 'Crypted-Fields': 'none' });
    const samples = clear.report.explorer?.samples['denied-ecs'] ?? [];
    expect(samples.map((sample) => [sample.lineNumber, sample.line])).toEqual([
      [1, lineOf('sd.denied.log', 0)],
      [2, lineOf('sd.denied.log', 1)],
    ]);
    const crypted = await job('sd.denied.log');
    const hidden = crypted.report.explorer?.samples['denied-ecs'] ?? [];
    expect(hidden).toHaveLength(2);
    expect(JSON.stringify(hidden)).not.toContain('THEODORE_MCCLURE');
    // The login's hash is the denied file's, so a sample can be joined with its event.
    const [header = '', row = ''] = crypted.denied.split('\n');
    const login = row.split(';')[header.split(';').indexOf('login')] ?? '';
    expect(login).toMatch(/^[0-9a-f]{40}$/);
    expect(hidden[0]?.line).toContain(` - ${login} [29/Nov/2012`);
  });

  // The reference answered an empty body, which no JSON reader takes (server.md §10).
  it('sd.denied.log as JSON: an empty array, not an empty body', async () => {
    const run = await job('sd.denied.log', { Accept: 'application/json' });
    expect(JSON.parse(run.result)).toEqual([]);
    expect(JSON.parse(run.denied)).toHaveLength(2);
  });
});

describe('double-click removal vs the reference expectations', () => {
  const headers = {
    'Log-Format-ezproxy': '%h %u %{session}<[a-zA-Z0-9\\-]+> %t "%r" %s',
    'Double-Click-HTML': '10',
    'Double-Click-MISC': '20',
    'Double-Click-PDF': '30',
    'Double-Click-C-Field': 'session',
    Accept: 'application/json',
  };
  const expected = (file: string) =>
    JSON.parse(readFileSync(logFile(file), 'utf8')) as Record<string, string>[];
  const pick = (ecs: Record<string, unknown>[], fields: string[]) =>
    ecs.map((ec) => Object.fromEntries(fields.map((field) => [field, String(ec[field])])));

  it.each([
    ['sd.duplicates.log', 'CLI', {}, 'sd.duplicates-session.result.json', ['rtype', 'mime']],
    ['sd.duplicates.log', 'LCI', {}, 'sd.duplicates-login.result.json', ['rtype', 'mime']],
    ['sd.duplicates.log', 'ILC', {}, 'sd.duplicates-ip.result.json', ['rtype', 'mime']],
    [
      'sd.duplicates.log',
      'LCI',
      { 'Double-Click-MIXED': '10' },
      'sd.duplicates-mixed-login.result.json',
      ['timestamp', 'rtype', 'mime', 'unitid'],
    ],
    [
      'sd.duplicates-manyclick.log',
      'CLI',
      {},
      'sd.duplicates-manyclick.result.json',
      ['timestamp', 'rtype', 'mime', 'unitid'],
    ],
    [
      'sd.duplicates-manyclick2.log',
      'CLI',
      {},
      'sd.duplicates-manyclick2.result.json',
      ['timestamp', 'rtype', 'mime', 'unitid'],
    ],
  ])('%s with strategy %s %j matches %s', async (file, strategy, extra, result, fields) => {
    const run = await job(file, { ...headers, 'Double-Click-Strategy': strategy, ...extra });
    const ours = JSON.parse(run.result) as Record<string, unknown>[];
    expect(pick(ours, fields)).toEqual(pick(expected(result), fields));
  });

  it('manyclick keeps the last click, at 00:00:29', async () => {
    const run = await job('sd.duplicates-manyclick.log', { ...headers, Accept: 'text/csv' });
    expect(run.rows.map((row) => row.datetime)).toEqual(['2012-11-29T23:00:29+00:00']);
    expect(run.report.rejets['nb-lines-duplicate-ecs']).toBe(6);
  });
});

describe('enrichers', () => {
  it('on-campus: a public IP is N, 192.168.1.1 is Y', async () => {
    const run = await job('oncampus.log', { 'Crypted-Fields': 'none' });
    expect(run.rows.map((row) => [row.host, row.on_campus])).toEqual([
      ['66.65.65.107', 'N'],
      ['192.168.1.1', 'Y'],
    ]);
    expect(run.report.general).toMatchObject({ 'on-campus-accesses': 1, 'off-campus-accesses': 1 });
  });

  it('geolocation of 66.65.65.107: country US, region NY', async () => {
    const run = await job('geolocalize.log', { Geoip: 'all', Accept: 'application/json' });
    expect(JSON.parse(run.result)).toMatchObject([{ 'geoip-country': 'US', 'geoip-region': 'NY' }]);
    expect(run.report.general.geolocalization).toBe('all');
  });

  it('Geoip: none does not geolocate: no geoip field even in JSON, the middleware still listed', async () => {
    const run = await job('geolocalize.log', { Geoip: 'none', Accept: 'application/json' });
    const [event] = JSON.parse(run.result) as Record<string, unknown>[];
    expect(event).toMatchObject({ platform: 'sd' });
    expect(Object.keys(event ?? {}).filter((key) => key.startsWith('geoip-'))).toEqual([]);
    expect(run.report.general.geolocalization).toBe('none');
    expect(String(run.report.general.middlewares).split(', ')).toContain('geolocalizer');
  });

  it('custom format fields join the output columns, and Output-Fields adds more', async () => {
    const format = { 'Log-Format-ezproxy': '%u %{col1}<[0-9]+> %t "%r" %{col2}<"[A-Z]+">' };
    const run = await job('customformat.log', format);
    expect(run.rows).toHaveLength(1);
    expect(run.rows[0]).toMatchObject({ col1: '012', col2: 'ABC', platform: 'sd' });
    const more = await job('customformat.log', {
      ...format,
      'Output-Fields': '+newCol1,+newCol2,-domain',
    });
    const header = more.result.split('\n')[0]?.split(';') ?? [];
    expect(header).toEqual(expect.arrayContaining(['col1', 'col2', 'newCol1', 'newCol2']));
    expect(header).not.toContain('domain');
  });

  it.each([
    [
      'login => /^(\\w+)\\w_\\w(\\w+)$/i => firstname,lastname',
      { firstname: 'THEODOR', lastname: 'CCLURE' },
    ],
    [
      'login => split(/[od_]+/i) => first,second,third',
      { first: 'THE', second: 'RE', third: 'MCCLURE' },
    ],
    ['login => split(_) => firstname,lastname', { firstname: 'THEODORE', lastname: 'MCCLURE' }],
  ])('Extract %s (on sd.mini.log, same login as cut.log)', async (extract, fields) => {
    const run = await job('sd.mini.log', { Extract: extract, 'Crypted-Fields': 'host' });
    expect(run.rows[0]).toMatchObject(fields);
  });

  it('anonymises host and login with HMAC-SHA1 of Crypting-Salt (golden values)', async () => {
    const run = await job('sd.mini.log', { 'Crypting-Salt': 'anchor-salt' });
    expect(run.rows[0]).toMatchObject({
      login: 'a2c8bdc6b02441b242aa6ce267dfbe0dd1f1996d',
      host: '06bc206214347bdae24fea3181b29b35f25a8c66',
    });
  });
});

describe('job settings in action', () => {
  it('Filter-Platforms counts other platforms as ignored', async () => {
    const run = await job('sd.mini.log', { 'Filter-Platforms': 'wiley' });
    expect(run.report.rejets['nb-lines-ignored']).toBe(2);
    expect((await job('sd.mini.log', { 'Filter-Platforms': 'sd' })).report.general['nb-ecs']).toBe(
      2,
    );
  });

  it.each([
    ['(only) anonymizer, parser', 'anonymizer, parser'],
    ['(only) filter, parser | (after parser) qualifier', 'filter, parser, qualifier'],
  ])('ezPAARSE-Middlewares %s runs %s', async (header, chain) => {
    const run = await job('sd.mini.log', {
      'ezPAARSE-Middlewares': header,
      Accept: 'application/json',
    });
    expect(JSON.parse(run.result)).toHaveLength(2);
    expect(run.report.general.middlewares).toBe(chain);
  });

  it('report.json keeps the reference sections and counts', async () => {
    const run = await job('sd.mini.log');
    expect(Object.keys(run.report)).toEqual([
      'general',
      'rejets',
      'stats',
      'alerts',
      'dedoublonnage',
      // The log comes as a named file, as a multipart part does.
      'files',
      'first_event',
      'explorer',
      'notices',
    ]);
    expect(run.report.general).toMatchObject({
      'Job-ID': 'test-job',
      'Job-Done': true,
      'nb-lines-input': 2,
      'Rejection-Rate': '0 %',
    });
    expect(run.report.stats).toEqual({
      platforms: 1,
      'mime-PDF': 1,
      'mime-HTML': 1,
      'platform-sd': 2,
      'rtype-ARTICLE': 1,
      'rtype-TOC': 1,
    });
    expect(run.traces).toMatch(/^\S+ info: New job with ID: test-job$/m);
  });
});

describe('alerts', () => {
  const known =
    '247.63.228.176 - TEO [30/Nov/2012:00:13:10 +0100] "GET http://pdn.sciencedirect.com HTTP/1.1" 200 444';
  const unknown =
    '247.63.228.176 - TEO [30/Nov/2012:00:13:10 +0100] "GET http://www.unknowndomain.com HTTP/1.1" 200 444';
  const text = Array.from({ length: 1100 }, (_, index) => (index % 8 === 0 ? unknown : known)).join(
    '\n',
  );

  it('raise an alert for an unknown domain at 13 % of 1 100 lines', async () => {
    const run = await runJob([inputOf({ text })], {}, resources);
    expect(run.report.alerts).toEqual({
      'active-alerts': 'unknown-domains',
      'alert-1': 'www.unknowndomain.com is unknown but represents 13% of the log lines',
    });
  });

  it('stay quiet under Alerts-Unknown-Domains-Rate: 50', async () => {
    const run = await runJob(
      [inputOf({ text })],
      { 'Alerts-Unknown-Domains-Rate': '50' },
      resources,
    );
    expect(run.report.alerts).toEqual({ 'active-alerts': 'unknown-domains' });
  });

  it('stay quiet under an Alerts-Activation-Threshold above the pertinent lines', async () => {
    const run = await runJob(
      [inputOf({ text })],
      { 'Alerts-Activation-Threshold': '1200' },
      resources,
    );
    expect(run.report.alerts).toEqual({ 'active-alerts': 'unknown-domains' });
  });
});

describe('fatal input errors', () => {
  it('a line of over 100 000 bytes is one rejected line, cut; the lines around it count', async () => {
    const lines = readFileSync(logFile('sd.2012-11-30.300.log'), 'utf8').trimEnd().split('\n');
    // No encryption: its salt changes with every job, and the results are compared.
    const plain = await runJob(
      [inputOf({ text: `${lines.join('\n')}\n` })],
      { 'Crypted-Fields': 'none' },
      resources,
    );
    const long = 'x'.repeat(150_000);
    const withLong = [...lines.slice(0, 150), long, ...lines.slice(150)];
    const run = await runJob(
      [inputOf({ text: `${withLong.join('\n')}\n` })],
      { 'Reject-Files': 'unknown-formats', 'Crypted-Fields': 'none' },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.report.general).toMatchObject({
      'Job-Done': true,
      'nb-ecs': plain.report.general['nb-ecs'],
      'nb-lines-input': lines.length + 1,
      'nb-lines-too-long': 1,
    });
    expect(run.report.rejets['nb-lines-unknown-formats']).toBe(1);
    expect(run.rejects['unknown-formats']).toBe(`${'x'.repeat(1000)}\n`);
    expect(run.result).toBe(plain.result);
  });

  it('an input with no line break in its first 100 000 bytes ends the job with 4022', async () => {
    const run = await runJob([inputOf({ text: 'x'.repeat(150_000) })], {}, resources);
    expect(run.failure?.status).toBe(4022);
  });

  it('a bad gzip body ends the job with 4002', async () => {
    const broken = gzipSync(readFileSync(logFile('sd.mini.log'))).subarray(0, 40);
    const run = await runJob(
      [{ source: Readable.from([broken]), contentEncoding: 'gzip' }],
      {},
      resources,
    );
    expect(run.failure?.status).toBe(4002);
  });

  it('a gzip body cut half-way ends with 4002, every line read in the result or a reject file', async () => {
    const whole = gzipSync(readFileSync(logFile('sd.2012-11-30.300.log')));
    const run = await runJob(
      [{ source: Readable.from([whole.subarray(0, whole.length / 2)]), contentEncoding: 'gzip' }],
      { 'Reject-Files': 'all' },
      resources,
    );
    expect(run.failure?.status).toBe(4002);
    const rejected = Object.values(run.rejects).join('').split('\n').filter(Boolean).length;
    // Events the double-click windows held when the input broke are written too.
    expect(run.report.general['nb-ecs']).toBe(run.rows.length);
    expect(run.rows.length + rejected).toBe(run.report.general['nb-lines-input']);
  });

  it('several inputs make one job (sd.mini.log twice → 4 input lines)', async () => {
    const run = await runJob(
      [inputOf({ file: logFile('sd.mini.log') }), inputOf({ file: logFile('sd.mini.log.gz') })],
      { 'Double-Click-Removal': 'false' },
      resources,
    );
    expect(run.report.general['nb-lines-input']).toBe(4);
    expect(run.report.rejets['nb-lines-unordered-ecs']).toBe(0);
    expect(run.report.files).toEqual({ '1': 'sd.mini.log', '2': 'sd.mini.log' });
  });

  it('one named input (a multipart part) is listed in `files` too; a nameless body is not', async () => {
    const named = await runJob([inputOf({ file: logFile('sd.mini.log') })], {}, resources);
    expect(named.report.files).toEqual({ '1': 'sd.mini.log' });
    const body = await runJob(
      [inputOf({ text: readFileSync(logFile('sd.mini.log'), 'utf8') })],
      {},
      resources,
    );
    expect(body.report.files).toBeUndefined();
  });

  describe('several files of one day are merged by time (issue 19)', () => {
    const headers = { 'Crypted-Fields': 'none' };
    const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
    /** Seconds of a `[12/Mar/2013:00:13:05 +0100]` date; a line without one keeps the last. */
    const linesWithTime = (file: string) => {
      let last = 0;
      return gunzipSync(readFileSync(logFile(file)))
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const date = /\[(\d\d)\/(\w{3})\/(\d{4}):(\d\d):(\d\d):(\d\d) ([+-]\d\d)(\d\d)\]/.exec(
            line,
          );
          if (date) {
            const [, day, month, year, hours, minutes, seconds, zoneHours, zoneMinutes] = date;
            const zone =
              (Number(zoneHours) * 60 + Math.sign(Number(zoneHours)) * Number(zoneMinutes)) * 60;
            last =
              Date.UTC(
                Number(year),
                MONTHS.indexOf(month ?? '') / 3,
                Number(day),
                Number(hours),
                Number(minutes),
                Number(seconds),
              ) /
                1000 -
              zone;
          }
          return { line, time: last };
        });
    };
    /** One file holding both, sorted by time (stable: on a tie, the first file's line first). */
    const sortedTogether = (first: string, second: string) => {
      const a = linesWithTime(first);
      const b = linesWithTime(second);
      const out: string[] = [];
      let i = 0;
      let j = 0;
      while (i < a.length || j < b.length) {
        const left = a[i];
        const right = b[j];
        if (right === undefined || (left !== undefined && left.time <= right.time)) {
          out.push(left?.line ?? '');
          i += 1;
        } else {
          out.push(right.line);
          j += 1;
        }
      }
      return `${out.join('\n')}\n`;
    };
    const platformsOf = (result: string) =>
      result
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((row) => row.split(';')[3]);

    it.each([
      ['npg first', ['npg.2013-03-12.log.gz', 'sd.2013-03-12.log.gz']],
      ['sd first', ['sd.2013-03-12.log.gz', 'npg.2013-03-12.log.gz']],
    ] as const)('%s: what one sorted file of both gives, no file lost', async (_order, files) => {
      const both = await runJob(
        files.map((file) => inputOf({ file: logFile(file) })),
        headers,
        resources,
      );
      expect(both.failure).toBeUndefined();
      const sorted = await runJob(
        [inputOf({ text: sortedTogether(files[0], files[1]) })],
        headers,
        resources,
      );
      expect(both.result).toBe(sorted.result);
      // Each platform is there (the second file used to be dropped as out of order).
      const platforms = platformsOf(both.result);
      const alone = await runJob(
        [inputOf({ file: logFile('sd.2013-03-12.log.gz') })],
        headers,
        resources,
      );
      const sdAlone = platformsOf(alone.result).length;
      const sdBoth = platforms.filter((platform) => platform === 'sd').length;
      expect(Math.abs(sdBoth - sdAlone)).toBeLessThan(sdAlone / 50);
      expect(platforms.filter((platform) => platform === 'npg').length).toBeGreaterThan(2500);
      expect(both.report.rejets['nb-lines-unordered-ecs']).toBe(0);
    });
  });
});
