import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE, logFile } from '../testing/acceptance-paths.js';
import path from 'node:path';
import { enrichmentAlert } from './alerts.js';
import { describeMissingCatalog } from '../resources/default-platforms-pack.js';
import { inputOf, runJob } from '../testing/run-job.js';

/** The reference's exclusion lists: a job without any has a notice of its own (tested below). */
const EXCLUSIONS = path.join(ACCEPTANCE, 'resources/exclusions');

/** The report's sentences as codes and values, beside the reference's English (`notices`). */
describe('the notices of a report', () => {
  const format = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };
  const line = (host: string) =>
    `10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://${host}/ HTTP/1.1" 200 5000`;

  it('gives the catalog notice as a code, under both keys that say it', async () => {
    const notice = describeMissingCatalog({
      state: 'failed',
      origin: 'default',
      reason: 'Could not resolve host: github.com',
    });
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
      catalogNotice: notice,
    });
    const { report } = await runJob(
      [inputOf({ text: line('www.example.org') })],
      format,
      resources,
    );
    // The reference-compatible sentence stays as it was.
    expect(report.general['platforms-notice']).toBe(
      'Native platform rules only: fetching the community platforms catalog failed: Could not resolve host: github.com',
    );
    const params = { reason: 'Could not resolve host: github.com' };
    expect(report.notices).toEqual([
      { key: 'platforms-notice', code: 'catalog-fetch-failed', params },
      { key: 'alert-platforms', code: 'catalog-fetch-failed', params },
    ]);
  });

  it('says which Double-Click rule headers a COUNTER R5.1 job did not use', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    const text = [line('www.example.org'), line('www.example.org')].join('\n');
    const headers = {
      ...format,
      'COUNTER-Mode': 'r51',
      'Double-Click-Removal': 'false',
      'Double-Click-HTML': '5',
      'Double-Click-L-Field': 'login',
    };
    const { report } = await runJob([inputOf({ text })], headers, resources);
    const listed = 'Double-Click-Removal, Double-Click-HTML';
    expect(report.alerts['alert-counter']).toBe(
      `COUNTER-Mode r51 removes double clicks by COUNTER R5.1's rules: ${listed} not used`,
    );
    expect(report.notices).toContainEqual({
      key: 'alert-counter',
      code: 'counter-double-click-headers',
      params: { headers: listed },
    });
    // In the reference's mode, the same headers are the job's rules: nothing to say.
    const { report: plain } = await runJob(
      [inputOf({ text })],
      { ...headers, 'COUNTER-Mode': 'reference' },
      resources,
    );
    expect(plain.alerts['alert-counter']).toBeUndefined();
  });

  it('gives each misspelt header with the known header it looks like', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    const { report } = await runJob(
      [inputOf({ text: line('www.example.org') })],
      { ...format, 'Ouput-Fields': '-host', 'ezPAARSE-Frobnicate': 'yes' },
      resources,
    );
    expect(report.alerts['alert-headers']).toBe(
      'Unknown headers, ignored: ouput-fields (did you mean Output-Fields?), ezpaarse-frobnicate',
    );
    expect(report.notices).toEqual([
      {
        key: 'alert-headers',
        code: 'unknown-headers',
        params: {
          headers: [
            { name: 'ouput-fields', suggestion: 'Output-Fields' },
            { name: 'ezpaarse-frobnicate' },
          ],
        },
      },
    ]);
  });

  it('gives each unknown-domain alert its domain and share', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    const text = Array.from({ length: 1100 }, (_, index) =>
      line(
        index % 8 === 0
          ? 'www.unknowndomain.com'
          : index % 5 === 0
            ? 'b.unknown.org'
            : 'c.unknown.org',
      ),
    ).join('\n');
    const { report } = await runJob([inputOf({ text })], format, resources);
    expect(report.alerts['alert-1']).toBe(
      'www.unknowndomain.com is unknown but represents 13% of the log lines',
    );
    const alertKeys = Object.keys(report.alerts).filter((key) => /^alert-\d+$/.test(key));
    expect(report.notices?.map((notice) => notice.key)).toEqual(alertKeys);
    expect(report.notices?.[0]).toEqual({
      key: 'alert-1',
      code: 'unknown-domain',
      params: { domain: 'www.unknowndomain.com', percent: 13 },
    });
  });

  it('still finds a frequent unknown domain among more distinct ones than it counts exactly', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    // 25 000 hosts seen once (past the tally's 20 000) and one host on every eighth line.
    const lines: string[] = [];
    for (let index = 0; lines.length < 28_000; index += 1) {
      lines.push(line(index % 7 === 0 ? 'www.frequent-unknown.org' : `h${index}.scan.example`));
    }
    const { report } = await runJob([inputOf({ text: lines.join('\n') })], format, resources);
    const frequent = lines.filter((text) => text.includes('frequent-unknown')).length;
    const percent = Math.round((frequent / lines.length) * 100);
    expect(report.alerts['alert-1']).toBe(
      `www.frequent-unknown.org is unknown but represents ${percent}% of the log lines`,
    );
    expect(report.alerts['alert-2']).toBeUndefined();
    const top = report.explorer?.unknownHosts[0];
    expect(top?.host).toBe('www.frequent-unknown.org');
    expect(top?.count).toBeLessThanOrEqual(frequent);
    expect(top?.count).toBeGreaterThanOrEqual(frequent - lines.length / 10_001);
  });

  it('is an empty list when the report says nothing', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    const { report } = await runJob(
      [inputOf({ text: line('www.example.org') })],
      format,
      resources,
    );
    expect(report.notices).toEqual([]);
  });

  it('says when no exclusion list is loaded, naming the filters the job asked for', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    const run = (headers: Record<string, string>) =>
      runJob([inputOf({ text: line('www.example.org') })], { ...format, ...headers }, resources);
    const { report } = await run({ 'Disable-Filters': 'robots' });
    const filters = 'ignored-hosts, ignored-domains';
    expect(report.notices).toEqual([
      {
        key: 'alert-exclusions',
        code: 'no-exclusion-lists',
        params: { filters, setting: 'SILLAGE_EXCLUSIONS_DIR' },
      },
    ]);
    expect(report.alerts['alert-exclusions']).toBe(
      `No exclusion list is loaded (SILLAGE_EXCLUSIONS_DIR), so the ${filters} filters removed nothing`,
    );
    // Nothing asked, nothing missing.
    expect((await run({ 'Disable-Filters': 'all' })).report.notices).toEqual([]);
  });

  describe('when the dates read are before 1990 or in the future', () => {
    const url = 'http://www.example.org/';
    const run = async (lines: string[], headers: Record<string, string>) => {
      const resources = await loadPipelineResources({
        geolocation: false,
        exclusionsDir: EXCLUSIONS,
      });
      return runJob([inputOf({ text: lines.join('\n') })], headers, resources);
    };

    it('counts them and names the first day, keeping their events (milliseconds read as seconds)', async () => {
      const unix = { 'Log-Format-ezproxy': '%{timestamp}<[0-9]+> %h %U' };
      const { report, failure } = await run(
        [
          `1728561336000 10.0.0.1 ${url}`,
          `1728561336 10.0.0.1 ${url}a`,
          `1728561400000 10.0.0.1 ${url}b`,
        ],
        unix,
      );
      expect(failure).toBeUndefined();
      expect(report.alerts['alert-implausible-dates']).toBe(
        '2 lines out of 3 read by the log format have a date before 1990 or in the future (for example 56745-12-05): check which text the log format reads as the date, and Date-Format (a Unix time in milliseconds read as seconds gives such dates)',
      );
      expect(report.notices).toContainEqual({
        key: 'alert-implausible-dates',
        code: 'implausible-dates',
        params: { lines: 2, parsedLines: 3, sample: '56745-12-05' },
      });
    });

    it('says so of a date before 1990, and nothing of a log whose dates are all plausible', async () => {
      const dated = (date: string) => `10.0.0.1 - - [${date}] "GET ${url} HTTP/1.1" 200 5000`;
      const old = await run([dated('01/Jan/1970:00:00:10 +0000')], format);
      expect(old.report.notices).toContainEqual({
        key: 'alert-implausible-dates',
        code: 'implausible-dates',
        params: { lines: 1, parsedLines: 1, sample: '1970-01-01' },
      });
      expect(old.report.alerts['alert-implausible-dates']).toMatch(
        /^1 line out of 1 read by the log format has a date/,
      );
      const today = await run(
        [dated('01/Jan/1990:00:00:00 +0000'), dated('01/Jan/2024:10:00:00 +0100')],
        format,
      );
      expect((today.report.notices ?? []).map(({ code }) => code)).not.toContain(
        'implausible-dates',
      );
      expect(today.report.alerts).not.toHaveProperty('alert-implausible-dates');
    });
  });

  describe('when Output-Fields adds a field no event fills', () => {
    const consultation =
      '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.sciencedirect.com/science/article/pii/S0967064508000301 HTTP/1.1" 200 5000';
    const run = async (lines: string[], outputFields: string) => {
      const resources = await loadPipelineResources({
        geolocation: false,
        exclusionsDir: EXCLUSIONS,
      });
      return runJob(
        [inputOf({ text: lines.join('\n') })],
        { ...format, 'Output-Fields': outputFields },
        resources,
      );
    };

    it('names it, with the field it looks like, in the report and the traces', async () => {
      // `+publisher` is a slip for publisher_name; `+size` comes from the log format, `+doi`
      // is a default column, empty here for want of a DOI, not for its name.
      const { report, rows, traces } = await run(
        [consultation],
        '+publisher, +nosuchfield, +size, +doi',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ publisher: '', nosuchfield: '', size: '5000' });
      expect(report.notices).toContainEqual({
        key: 'alert-settings',
        code: 'unknown-setting-values',
        params: {
          values: [
            { header: 'Output-Fields', value: '+publisher', suggestion: '+publisher_name' },
            { header: 'Output-Fields', value: '+nosuchfield' },
          ],
        },
      });
      expect(report.alerts['alert-settings']).toBe(
        'Setting values that name nothing known: Output-Fields +publisher (did you mean +publisher_name?), Output-Fields +nosuchfield',
      );
      expect(traces).toContain(
        'Output-Fields: unknown values "+publisher" (did you mean +publisher_name?), "+nosuchfield", for which no event had a value: their columns are empty',
      );
    });

    it('says nothing of a field an event filled, nor when no event was written', async () => {
      const filled = await run([consultation], '+unitid');
      expect(filled.rows[0]?.unitid).toBe('S0967064508000301');
      expect(filled.report.alerts).not.toHaveProperty('alert-settings');
      const none = await run(
        [
          '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.org/ HTTP/1.1" 200 5000',
        ],
        '+nosuchfield',
      );
      expect(none.report.general['nb-ecs']).toBe(0);
      expect(none.report.alerts).not.toHaveProperty('alert-settings');
    });
  });

  describe('when the Date-Format reads no date', () => {
    const dated = (date: string, login = '-') =>
      `10.0.0.1 - ${login} [${date}] "GET http://www.example.org/ HTTP/1.1" 200 5000`;
    const dateFormat = { ...format, 'Date-Format': 'YYYY-MM-DD HH:mm:ss' };

    it('says that no line had a readable date, quoting the header and one date', async () => {
      const resources = await loadPipelineResources({
        geolocation: false,
        exclusionsDir: EXCLUSIONS,
      });
      const text = [dated('01/Jan/2024:10:00:00 +0100'), dated('01/Jan/2024:10:05:00 +0100')];
      const { report, failure } = await runJob(
        [inputOf({ text: text.join('\n') })],
        dateFormat,
        resources,
      );
      // The job ends done, with the reference's status: only the report says what went wrong.
      expect(failure).toBeUndefined();
      expect(report.general['nb-ecs']).toBe(0);
      expect(report.alerts['alert-dates']).toBe(
        'No date could be read with Date-Format "YYYY-MM-DD HH:mm:ss" (for example "01/Jan/2024:10:00:00 +0100"): all 2 lines read by the log format were left out',
      );
      expect(report.notices).toEqual([
        {
          key: 'alert-dates',
          code: 'unreadable-dates',
          params: {
            dateFormat: 'YYYY-MM-DD HH:mm:ss',
            lines: 2,
            parsedLines: 2,
            sample: '01/Jan/2024:10:00:00 +0100',
          },
        },
      ]);
    });

    it('says so for ISO dates read with the default Date-Format, never dating them 1970', async () => {
      const resources = await loadPipelineResources({
        geolocation: false,
        exclusionsDir: EXCLUSIONS,
      });
      const text = [dated('2024-01-01 10:00:00'), dated('2024-01-01 10:05:00')];
      const { report, rows } = await runJob(
        [inputOf({ text: text.join('\n') })],
        format,
        resources,
      );
      expect(rows).toEqual([]);
      expect(report.notices).toContainEqual({
        key: 'alert-dates',
        code: 'unreadable-dates',
        params: {
          dateFormat: 'DD/MMM/YYYY:HH:mm:ss Z',
          lines: 2,
          parsedLines: 2,
          sample: '2024-01-01 10:00:00',
        },
      });
    });

    it('says so when at least half of the lines have an unreadable date, not for a few', async () => {
      const resources = await loadPipelineResources({
        geolocation: false,
        exclusionsDir: EXCLUSIONS,
      });
      const good = dated('2024-01-01 10:00:00');
      const bad = dated('01/Jan/2024:10:00:00 +0100');
      const half = await runJob(
        [inputOf({ text: [bad, good, bad, good].join('\n') })],
        dateFormat,
        resources,
      );
      expect(half.report.notices).toEqual([
        {
          key: 'alert-dates',
          code: 'unreadable-dates',
          params: {
            dateFormat: 'YYYY-MM-DD HH:mm:ss',
            lines: 2,
            parsedLines: 4,
            sample: '01/Jan/2024:10:00:00 +0100',
          },
        },
      ]);
      expect(half.report.alerts['alert-dates']).toBe(
        'Date-Format "YYYY-MM-DD HH:mm:ss" cannot read the date of 2 of the 4 lines read by the log format (for example "01/Jan/2024:10:00:00 +0100"); such lines are left out',
      );
      const few = await runJob(
        [inputOf({ text: [bad, good, good, good].join('\n') })],
        dateFormat,
        resources,
      );
      expect(few.report.notices).toEqual([]);
      expect(few.report.alerts).not.toHaveProperty('alert-dates');
    });

    it('says so for CSV records too, which are read as ISO 8601 and the forms moment read', async () => {
      const resources = await loadPipelineResources({
        geolocation: false,
        exclusionsDir: EXCLUSIONS,
      });
      const url = 'http://www.sciencedirect.com/science/article/pii/S0967064508000301';
      const csv = (dates: string[]) => ({
        ...inputOf({ text: ['datetime;url', ...dates.map((date) => `${date};${url}`)].join('\n') }),
        contentType: 'text/csv',
      });
      const unread = await runJob([csv(['yesterday at noon', 'at tea time'])], {}, resources);
      expect(unread.report.general['nb-ecs']).toBe(0);
      expect(unread.report.alerts['alert-dates']).toBe(
        'No date could be read with Date-Format "ISO_8601" (for example "yesterday at noon"): all 2 lines read by the log format were left out',
      );
      // RFC 2822 and slashed dates, as the reference read them: events, and no alert.
      const read = await runJob(
        [csv(['Fri, 30 Nov 2012 00:13:10 +0100', '2012/11/30 00:15:10'])],
        { 'Double-Click-Removal': 'false' },
        resources,
      );
      expect(read.report.general['nb-ecs']).toBe(2);
      expect(read.report.alerts).not.toHaveProperty('alert-dates');
    });

    it('quotes no date text that holds the login of its line', async () => {
      const resources = await loadPipelineResources({
        geolocation: false,
        exclusionsDir: EXCLUSIONS,
      });
      const { report } = await runJob(
        [inputOf({ text: dated('jdupont 01/jan/2024', 'jdupont') })],
        {
          'Log-Format-apache': '%h %l %u [%{datetime}<[a-z0-9/ ]+>] "%r" %>s %b',
          'Date-Format': 'YYYY-MM-DD HH:mm:ss',
        },
        resources,
      );
      expect(report.notices).toEqual([
        {
          key: 'alert-dates',
          code: 'unreadable-dates',
          params: { dateFormat: 'YYYY-MM-DD HH:mm:ss', lines: 1, parsedLines: 1 },
        },
      ]);
      expect(report.alerts['alert-dates']).toBe(
        'No date could be read with Date-Format "YYYY-MM-DD HH:mm:ss": the only line read by the log format was left out',
      );
    });
  });
});

describe('the chronology notice', () => {
  const format = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };
  // Distinct articles (no double-click between them), one a minute from 10:00 unless moved.
  const article = (index: number, minute = index) =>
    `10.0.0.1 - - [01/Jan/2024:10:${String(minute).padStart(2, '0')}:00 +0100] "GET http://www.sciencedirect.com/science/article/pii/S09670645080${String(index).padStart(5, '0')} HTTP/1.1" 200 5000`;

  it('says when a large share of the events came before an earlier one, and how to fix it', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    // The second half of the day's first hour, then its first half: files joined the wrong way.
    const lines = [
      ...Array.from({ length: 6 }, (_, index) => article(index, 30 + index)),
      ...Array.from({ length: 4 }, (_, index) => article(6 + index, index)),
    ];
    const { report } = await runJob([inputOf({ text: lines.join('\n') })], format, resources);
    expect(report.rejets['nb-lines-unordered-ecs']).toBe(4);
    expect(report.general['nb-ecs']).toBe(6);
    expect(report.alerts['alert-order']).toBe(
      '4 consultation events (40%) came earlier in log time than one before them and were left out (Lines-Unordered-ECs): give the log sorted by time, or its parts as separate files (they are merged by time)',
    );
    expect(report.notices).toEqual([
      { key: 'alert-order', code: 'unordered-lines', params: { lines: 4, percent: 40 } },
    ]);
  });

  it('says nothing of the few lines a proxy writes out of order', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    // One line in twenty stamped a minute before the one above it.
    const lines = Array.from({ length: 20 }, (_, index) =>
      article(index, index === 10 ? 8 : index),
    );
    const { report } = await runJob([inputOf({ text: lines.join('\n') })], format, resources);
    expect(report.rejets['nb-lines-unordered-ecs']).toBe(1);
    expect(report.alerts).not.toHaveProperty('alert-order');
    expect(report.notices).toEqual([]);
  });
});

describe('the notice of the middlewares a job ran without', () => {
  it("names the reference's middlewares the chain left out, and the job runs", async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    // The reference's 00-fr-bibinserm names two middlewares of its own repository.
    const { report, failure } = await runJob(
      [inputOf({ file: logFile('sd.mini.log') })],
      { 'ezPAARSE-Middlewares': '(after crossref) ezunpaywall, ebscohost' },
      resources,
    );
    expect(failure).toBeUndefined();
    expect(report.general['nb-ecs']).toBeGreaterThan(0);
    expect(report.alerts['alert-middlewares']).toBe(
      'Middlewares of ezPAARSE that this server does not have were left out of the chain: ezunpaywall, ebscohost; the fields they add are empty',
    );
    expect(report.notices).toContainEqual({
      key: 'alert-middlewares',
      code: 'skipped-middlewares',
      params: { middlewares: 'ezunpaywall, ebscohost' },
    });
  });
});

describe('the notice of Crypted-Fields that leave logins or hosts in clear', () => {
  const format = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };
  const text =
    '10.0.0.1 - jdoe [01/Jan/2024:10:00:00 +0100] "GET http://www.sciencedirect.com/science/article/pii/S0967064508000301 HTTP/1.1" 200 5000';

  it('names the fields the format does not capture and those written in clear', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    const run = await runJob(
      [inputOf({ text })],
      { ...format, 'Crypted-Fields': 'email' },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.rows[0]).toMatchObject({ login: 'jdoe', host: '10.0.0.1' });
    expect(run.report.alerts['alert-crypted']).toBe(
      'Crypted-Fields names email, which the log format does not capture, and leaves out login, host: they are written in clear',
    );
    expect(run.report.notices).toContainEqual({
      key: 'alert-crypted',
      code: 'uncaptured-crypted-fields',
      params: { fields: 'email', clear: 'login, host' },
    });
  });

  it('says nothing when the list is a choice: none, or every captured identity hashed', async () => {
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    for (const crypted of ['none', 'host,login,email', 'host,login']) {
      const run = await runJob(
        [inputOf({ text })],
        { ...format, 'Crypted-Fields': crypted },
        resources,
      );
      expect([crypted, run.report.alerts['alert-crypted']]).toEqual([crypted, undefined]);
    }
  });
});

describe('the enrichment notice', () => {
  it('sums what each network enricher lost, leaving out cache failures', () => {
    const sentence = enrichmentAlert({
      'crossref-queries': 4,
      'crossref-fails': 2,
      'crossref-unreachable': 50,
      'crossref-cache-fails': 3,
      'hal-skipped': 7,
      'hal-fails': 0,
      'nb-ecs': 10,
    });
    expect(sentence?.notice).toEqual({
      key: 'alert-enrichers',
      code: 'enrichment-incomplete',
      params: { enrichers: 'crossref, hal', identifiers: 57, failures: 2 },
    });
    expect(enrichmentAlert({ 'crossref-fails': 0, 'crossref-cache-fails': 1 })).toBeUndefined();
  });

  it('is in the report of a job whose Crossref could not be reached', async () => {
    // A local port that refuses connections: the job goes on without Crossref and says so.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
    });
    resources.enrichers = { baseUrls: { crossref: `http://127.0.0.1:${String(port)}` } };
    const { report, failure } = await runJob(
      [inputOf({ file: logFile('crossref-paquet.log') })],
      { 'Crossref-Enrich': 'true' },
      resources,
    );
    expect(failure).toBeUndefined();
    expect(report.alerts['alert-enrichers']).toMatch(/^Enrichment incomplete \(crossref\)/);
    expect(report.notices).toContainEqual(
      expect.objectContaining({ key: 'alert-enrichers', code: 'enrichment-incomplete' }),
    );
  }, 60_000);
});

describe('the notice of user fields the log does not capture', () => {
  // Two clicks of one reader on one article, 5 s apart: one double click.
  const clicks = (format: (time: string) => string) =>
    ['10:00:00', '10:00:05'].map(format).join('\n');
  const article = 'http://www.sciencedirect.com/science/article/pii/S0967064508000301';
  const withUser = clicks(
    (time) => `10.0.0.1 - jdoe [01/Jan/2024:${time} +0100] "GET ${article} HTTP/1.1" 200 5000`,
  );
  const userless = clicks((time) => `[01/Jan/2024:${time} +0100] "GET ${article} HTTP/1.1" 200`);
  const loadResources = () =>
    loadPipelineResources({ geolocation: false, exclusionsDir: EXCLUSIONS });

  it('names a Double-Click-*-Field the format lacks and the fields that serve instead', async () => {
    const run = await runJob(
      [inputOf({ text: withUser })],
      { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b', 'Double-Click-L-Field': 'uid' },
      await loadResources(),
    );
    // The address still tells the reader: the double click is removed.
    expect(run.report.rejets['nb-lines-duplicate-ecs']).toBe(1);
    expect(run.report.alerts['alert-users']).toBe(
      'Double-Click-*-Field names uid, which the log format does not capture: users are told apart by host',
    );
    expect(run.report.notices).toContainEqual({
      key: 'alert-users',
      code: 'uncaptured-user-fields',
      params: { fields: 'uid', by: 'host', mode: 'deduplication' },
    });
  });

  it('says that no double click was removed when the log has none of the user fields', async () => {
    const run = await runJob(
      [inputOf({ text: userless })],
      { 'Log-Format-ezproxy': '%t "%r" %s' },
      await loadResources(),
    );
    expect(run.report.general['nb-ecs']).toBe(2);
    expect(run.report.alerts['alert-users']).toBe(
      'The double-click removal tells users apart by session, login, host, none of which the log format captures: no double click was removed',
    );
  });

  it('says that COUNTER R5.1 took every reader for one when the log has no user field', async () => {
    const run = await runJob(
      [inputOf({ text: userless })],
      { 'Log-Format-ezproxy': '%t "%r" %s', 'COUNTER-Mode': 'r51' },
      await loadResources(),
    );
    expect(run.report.general['nb-ecs']).toBe(1);
    expect(run.report.notices).toContainEqual({
      key: 'alert-users',
      code: 'uncaptured-user-fields',
      params: { fields: 'login, session, host', by: '', mode: 'counter' },
    });
  });

  it('says nothing of default fields the log lacks while another serves, or when nothing is deduplicated', async () => {
    const resources = await loadResources();
    for (const [text, headers] of [
      // No session in the log, the default C field: login serves.
      [withUser, { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' }],
      [withUser, { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b', 'COUNTER-Mode': 'r51' }],
      // EZproxy's own session field serves COUNTER's default session field.
      [
        userless.replaceAll(' 200', ' 200 s1'),
        {
          'Log-Format-ezproxy': '%t "%r" %s %{ezproxy-session}i',
          'COUNTER-Mode': 'r51',
        },
      ],
      [userless, { 'Log-Format-ezproxy': '%t "%r" %s', 'Double-Click-Removal': 'false' }],
      [userless, { 'Log-Format-ezproxy': '%t "%r" %s', 'Clean-Only': 'true' }],
    ] as const) {
      const run = await runJob([inputOf({ text })], headers, resources);
      expect([
        headers,
        run.report.general['nb-lines-input'],
        run.report.alerts['alert-users'],
      ]).toEqual([headers, 2, undefined]);
    }
  });
});

describe('the notice of pack platforms whose KBART files, holding hosts of theirs, are missing', () => {
  let pack: string;
  let kbarts: string;
  beforeAll(() => {
    pack = mkdtempSync(path.join(tmpdir(), 'sillage-pkb-hosts-pack-'));
    mkdirSync(path.join(pack, 'journals'));
    writeFileSync(
      path.join(pack, 'journals', 'manifest.json'),
      JSON.stringify({
        name: 'journals',
        longname: 'Journals',
        domains: [],
        'pkb-domains': 'title_url',
      }),
    );
    writeFileSync(
      path.join(pack, 'journals', 'parser.js'),
      "'use strict';\nconst Parser = require('../.lib/parser.js');\nmodule.exports = new Parser(function () { return { rtype: 'TOC', mime: 'HTML' }; });\n",
    );
    kbarts = mkdtempSync(path.join(tmpdir(), 'sillage-pkb-hosts-kbart-'));
    mkdirSync(path.join(kbarts, 'journals'));
    writeFileSync(
      path.join(kbarts, 'journals', 'journals_All_2024-01-01.txt'),
      'title_id\ttitle_url\nj1\thttp://review.journals.example/\n',
    );
  });
  afterAll(() => {
    rmSync(pack, { recursive: true, force: true });
    rmSync(kbarts, { recursive: true, force: true });
  });
  const line = (host: string) =>
    `10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://${host}/toc HTTP/1.1" 200 5000`;
  const headers = { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' };

  it('names them when the job met unknown domains, and says nothing once their files are loaded', async () => {
    const without = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
      platformPacks: [pack],
    });
    try {
      const lost = await runJob(
        [inputOf({ text: line('review.journals.example') })],
        headers,
        without,
      );
      expect(lost.report.rejets['nb-lines-unknown-domains']).toBe(1);
      expect(lost.report.alerts['alert-pkb-hosts']).toBe(
        'Platforms that take part of their hosts from a column of their KBART files got none (no file loaded, or the column empty): journals (title_url); lines of those hosts count as unknown domains',
      );
      expect(lost.report.notices).toContainEqual({
        key: 'alert-pkb-hosts',
        code: 'knowledge-base-hosts-missing',
        params: { platforms: 'journals (title_url)' },
      });
      // Every domain known: nothing was lost to it.
      const known = await runJob(
        [inputOf({ text: line('www.sciencedirect.com') })],
        headers,
        without,
      );
      expect(known.report.alerts['alert-pkb-hosts']).toBeUndefined();
    } finally {
      await without.catalog.close();
    }
    const loaded = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
      platformPacks: [pack],
      pkbDirs: [kbarts],
    });
    try {
      const found = await runJob(
        [inputOf({ text: `${line('review.journals.example')}\n${line('unknown.example.org')}` })],
        headers,
        loaded,
      );
      expect(found.rows.map((row) => row.platform)).toEqual(['journals']);
      expect(found.report.alerts['alert-pkb-hosts']).toBeUndefined();
    } finally {
      await loaded.catalog.close();
    }
  }, 60_000);

  it('names them, with the column, when their loaded KBART files leave that column empty', async () => {
    // A platform's file is loaded but carries no value in the manifest's column (an older KBART
    // export): saying "none loaded" would send the administrator after files already there.
    const columnless = mkdtempSync(path.join(tmpdir(), 'sillage-pkb-hosts-columnless-'));
    mkdirSync(path.join(columnless, 'journals'));
    writeFileSync(
      path.join(columnless, 'journals', 'journals_All_2024-01-01.txt'),
      'title_id\ttitle_url\nj1\t\n',
    );
    const resources = await loadPipelineResources({
      geolocation: false,
      exclusionsDir: EXCLUSIONS,
      platformPacks: [pack],
      pkbDirs: [columnless],
    });
    try {
      const lost = await runJob(
        [inputOf({ text: line('review.journals.example') })],
        headers,
        resources,
      );
      expect(lost.report.rejets['nb-lines-unknown-domains']).toBe(1);
      expect(lost.report.notices).toContainEqual({
        key: 'alert-pkb-hosts',
        code: 'knowledge-base-hosts-missing',
        params: { platforms: 'journals (title_url)' },
      });
      expect(lost.report.alerts['alert-pkb-hosts']).toContain(
        'no file loaded, or the column empty',
      );
    } finally {
      await resources.catalog.close();
      rmSync(columnless, { recursive: true, force: true });
    }
  }, 60_000);
});
