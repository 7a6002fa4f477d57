// Log formats the acceptance corpus has no log of, end to end: small logs written here from each
// format's documentation (HAProxy's HTTP log, Squid's native and common formats, Apache's
// combined format, EZproxy LogFormat directives), on the native sd platform.
import { createHmac } from 'node:crypto';
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

  it('reads the time in Input-Timezone, for a log written in local time without its offset', async () => {
    const result = await run([line('10', '192.0.2.20', 1)], {
      'Log-Format-apache': format,
      'Input-Timezone': 'Europe/Paris',
      'Output-Timezone': 'Europe/Paris',
    });
    expect(result.rows.map((row) => [row.datetime, row.date])).toEqual([
      ['2012-11-30T00:13:10+01:00', '2012-11-30'],
    ]);
  });

  it('reads it as UTC when only Output-Timezone is given, which then converts it', async () => {
    const result = await run([line('10', '192.0.2.20', 1)], {
      'Log-Format-apache': format,
      'Output-Timezone': 'Europe/Paris',
    });
    expect(result.rows.map((row) => [row.datetime, row.date])).toEqual([
      ['2012-11-30T01:13:10+01:00', '2012-11-30'],
    ]);
  });
});

describe('HAProxy bound on a dual-stack address', () => {
  it('knows a listed robot written as an IPv4-mapped IPv6 address', async () => {
    const line = (client: string, article: number) =>
      `Nov 30 00:13:10 lb1 haproxy[14389]: ${client}:33317 [30/Nov/2012:00:13:10.655 +0100] fe-proxy be-ez/srv1 10/0/30/69/109 200 2750 - - ---- 1/1/1/1/0 0/0 "GET ${ARTICLE}${String(article)} HTTP/1.1"`;
    const result = await run([line('::ffff:66.249.66.1', 1), line('::ffff:192.0.2.20', 2)], {
      'Log-Format-apache':
        '%<[A-Za-z]+ +[0-9]+ [0-9:]+> %{frontend}<[a-z0-9]+> %<haproxy\\[[0-9]+\\]>: %h:%{port}<[0-9]+> %t %<[^ ]+ [^ ]+> %<[0-9/-]+> %>s %b %<.*> "%r"',
    });
    expect(result.report.rejets['nb-lines-robots-ecs']).toBe(1);
    expect(result.rows.map((row) => [row.host, row.datetime])).toEqual([
      ['::ffff:192.0.2.20', '2012-11-29T23:13:10+00:00'],
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

describe('Squid common format (auto-detected)', () => {
  // `%>a %[ui %[un [%tl] "%rm %ru HTTP/%rv" %>Hs %<st %Ss:%Sh`
  it('reads host, login, local time with its offset, status and squid codes', async () => {
    const result = await run(
      [
        `192.0.2.20 - jdoe [30/Nov/2012:00:33:10 +0100] "GET ${ARTICLE}1 HTTP/1.1" 200 4523 TCP_MISS:HIER_DIRECT`,
        `192.0.2.21 - - [30/Nov/2012:00:34:10 +0100] "GET ${ARTICLE}2 HTTP/1.1" 403 512 TCP_DENIED:HIER_NONE`,
      ],
      {},
    );
    expect(result.report.general['input-format-proxy']).toBe('squid');
    expect(result.report.general['nb-denied-ecs']).toBe(1);
    expect(
      result.rows.map((row) => [
        row.datetime,
        row.login,
        row.unitid,
        row.squidRequestStatus,
        row.squidHierarchyStatus,
      ]),
    ).toEqual([
      ['2012-11-29T23:33:10+00:00', 'jdoe', 'S0967064508000301', 'TCP_MISS', 'HIER_DIRECT'],
    ]);
  });
});

describe('Apache combined format (auto-detected)', () => {
  it('reads IPv6 hosts, a "-" size, the referer and a user agent with spaces', async () => {
    const agent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0';
    const result = await run(
      [
        `2001:db8::1 - jdoe [30/Nov/2012:00:23:55 -0500] "GET ${ARTICLE}1 HTTP/1.1" 200 - "https://scholar.example.org/" "${agent}"`,
        `2001:db8:0:1::2 - - [30/Nov/2012:00:24:10 -0500] "GET ${ARTICLE}2 HTTP/1.1" 304 0 "-" "${agent}"`,
      ],
      {},
    );
    expect(result.report.general['input-format-literal']).toContain('%{user-agent}');
    expect(
      result.rows.map((row) => [row.datetime, row.host, row.size, row.referer, row['user-agent']]),
    ).toEqual([
      ['2012-11-30T05:23:55+00:00', '2001:db8::1', '', 'https://scholar.example.org/', agent],
      ['2012-11-30T05:24:10+00:00', '2001:db8:0:1::2', '0', '', agent],
    ]);
  });
});

describe('EZproxy LogFormat with session, groups and a quoted user agent', () => {
  // LogFormat %h %{ezproxy-session}i %u %t "%r" %s %b %{ezproxy-groups}i "%{user-agent}i"
  const format =
    '%h %{ezproxy-session}i %u %t "%r" %s %b %{ezproxy-groups}<[^ ]+> "%{user-agent}<[^"]*>"';
  const agent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Safari/605.1.15';

  it('keeps the custom fields as output columns and dedups by session first', async () => {
    const result = await run(
      [
        `192.0.2.20 Xk3d9QwE jdoe [30/Nov/2012:00:13:10 +0100] "GET ${ARTICLE}1 HTTP/1.1" 200 4523 Default+Staff "${agent}"`,
        `192.0.2.20 Xk3d9QwE jdoe [30/Nov/2012:00:13:12 +0100] "GET ${ARTICLE}1 HTTP/1.1" 200 4523 Default+Staff "${agent}"`,
        `192.0.2.30 - asmith [30/Nov/2012:00:13:15 +0100] "GET ${ARTICLE}2 HTTP/1.1" 200 4523 - "${agent}"`,
      ],
      { 'Log-Format-ezproxy': format, 'Double-Click-C-Field': 'ezproxy-session' },
    );
    expect(result.report.rejets['nb-lines-duplicate-ecs']).toBe(1);
    expect(result.report.dedoublonnage['fieldname-C']).toBe('ezproxy-session');
    expect(
      result.rows.map((row) => [
        row.login,
        row['ezproxy-session'],
        row['ezproxy-groups'],
        row.unitid,
      ]),
    ).toEqual([
      ['jdoe', 'Xk3d9QwE', 'Default+Staff', 'S0967064508000301'],
      ['asmith', '', '', 'S0967064508000302'],
    ]);
  });
});

describe("Squid's own combined logformat (request headers %{Name}>h)", () => {
  // squid.conf: logformat combined %>a %[ui %[un [%tl] "%rm %ru HTTP/%rv" %>Hs %<st "%{Referer}>h" "%{User-Agent}>h" %Ss:%Sh
  const format =
    '%>a %[ui %[un [%tl] "%rm %ru HTTP/%rv" %>Hs %<st "%{Referer}>h" "%{User-Agent}>h" %Ss:%Sh';
  const agent = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

  it('reads the referer and the user agent, which the robots filter then sees', async () => {
    const result = await run(
      [
        `192.0.2.20 - jdoe [30/Nov/2012:00:33:10 +0100] "GET ${ARTICLE}1 HTTP/1.1" 200 4523 "https://scholar.example.org/" "${agent}" TCP_MISS:HIER_DIRECT`,
        `192.0.2.21 - - [30/Nov/2012:00:34:10 +0100] "GET ${ARTICLE}2 HTTP/1.1" 200 4523 "-" "Googlebot/2.1 (+http://www.google.com/bot.html)" TCP_MISS:HIER_DIRECT`,
      ],
      { 'Log-Format-squid': format },
    );
    expect(result.failure).toBeUndefined();
    expect(result.report.rejets['nb-lines-robots-ecs']).toBe(1);
    expect(
      result.rows.map((row) => [row.login, row.referer, row['user-agent'], row.unitid]),
    ).toEqual([['jdoe', 'https://scholar.example.org/', agent, 'S0967064508000301']]);
  });
});

describe('EZproxy LogFormat with "%{user-agent}i", as COUNTER asks libraries to add', () => {
  const agent =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

  it('reads the whole user agent between quotes, and the robots filter sees it', async () => {
    const result = await run(
      [
        `192.0.2.20 - jdoe [30/Nov/2012:00:13:10 +0100] "GET ${ARTICLE}1 HTTP/1.1" 200 4523 "${agent}"`,
        `192.0.2.21 - - [30/Nov/2012:00:13:20 +0100] "GET ${ARTICLE}2 HTTP/1.1" 200 4523 "Googlebot/2.1 (+http://www.google.com/bot.html)"`,
      ],
      { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b "%{user-agent}i"' },
    );
    expect(result.failure).toBeUndefined();
    expect(result.report.rejets['nb-lines-robots-ecs']).toBe(1);
    expect(result.rows.map((row) => [row.login, row['user-agent'], row.unitid])).toEqual([
      ['jdoe', agent, 'S0967064508000301'],
    ]);
  });
});

describe("Apache's combined LogFormat pasted as Apache writes it", () => {
  // LogFormat "%h %l %u %t \"%r\" %>s %b \"%{Referer}i\" \"%{User-Agent}i\"" combined
  const format = '%h %l %u %t "%r" %>s %b "%{Referer}i" "%{User-Agent}i"';
  const agent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Safari/605.1.15';

  it('keeps the header names as written and filters robots by the User-Agent field', async () => {
    const result = await run(
      [
        `192.0.2.20 - - [30/Nov/2012:00:13:10 +0100] "GET ${ARTICLE}1 HTTP/1.1" 200 4523 "https://scholar.example.org/?q=a b" "${agent}"`,
        `192.0.2.21 - - [30/Nov/2012:00:13:20 +0100] "GET ${ARTICLE}2 HTTP/1.1" 200 4523 "-" "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"`,
      ],
      { 'Log-Format-apache': format },
    );
    expect(result.report.rejets['nb-lines-robots-ecs']).toBe(1);
    expect(result.rows.map((row) => [row.Referer, row['User-Agent'], row.unitid])).toEqual([
      ['https://scholar.example.org/?q=a b', agent, 'S0967064508000301'],
    ]);
  });
});

describe('a proxy that quotes the login', () => {
  it('reads a login with a space or an apostrophe between quotes, and pseudonymises it', async () => {
    const result = await runJob(
      [
        inputOf({
          text: [
            `192.0.2.20 - "Jean Dupont" [30/Nov/2012:00:13:10 +0100] "GET ${ARTICLE}1 HTTP/1.1" 200 4523`,
            `192.0.2.21 - "o'brien" [30/Nov/2012:00:13:20 +0100] "GET ${ARTICLE}2 HTTP/1.1" 200 4523`,
          ].join('\n'),
        }),
      ],
      { 'Log-Format-ezproxy': '%h %l "%u" %t "%r" %s %b', 'Crypting-Salt': 'anchor-salt' },
      resources,
    );
    expect(result.report.rejets['nb-lines-unknown-formats']).toBe(0);
    const hmac = (value: string) => createHmac('sha1', 'anchor-salt').update(value).digest('hex');
    expect(result.rows.map((row) => row.login)).toEqual([hmac('Jean Dupont'), hmac("o'brien")]);
  });
});
