import { LOG_FORMAT_MAX_CHARACTERS, LOG_FORMAT_MAX_TOKENS } from './log-format-limits.js';
import { parseJobSettings, type JobSettingsSources } from './parse-job-settings.js';
import type { RawHeaders } from './header-values.js';
import type { JobSettings } from './job-settings.schema.js';

function settingsOf(headers: RawHeaders, sources?: JobSettingsSources) {
  const result = parseJobSettings(headers, sources);
  if (!result.ok) {
    throw new Error(`unexpected failure ${result.failure.status}: ${result.failure.message}`);
  }
  return result.settings;
}

function failureOf(headers: RawHeaders, sources?: JobSettingsSources) {
  const result = parseJobSettings(headers, sources);
  if (result.ok) {
    throw new Error('expected a failure');
  }
  return result.failure;
}

const ACCEPT_ALL = { isKnownCharset: () => true, dateFormatProblem: () => undefined };

describe('parseJobSettings', () => {
  it('applies the reference defaults when no header is given', () => {
    const settings = settingsOf({});
    expect(settings).toMatchObject({
      dateFormat: 'DD/MMM/YYYY:HH:mm:ss Z',
      timeZone: 'UTC',
      outputFormat: 'csv',
      outputExtension: 'csv',
      maxParseAttempts: 10,
      cleanOnly: false,
      filterRedirects: true,
      filterStatus: true,
      enrich: true,
      cryptedFields: ['host', 'login'],
      cryptingAlgorithm: 'sha1',
      geoipFields: ['geoip-country', 'geoip-latitude', 'geoip-longitude'],
      filters: { robots: true, ignoredHosts: true, ignoredDomains: true },
      rejectFiles: [],
      tracesLevel: 'info',
      alerts: { activationThreshold: 1000, unknownDomainsRate: 10 },
    });
    expect(settings.deduplication).toEqual({
      enabled: true,
      strategy: 'CLI',
      fieldNames: { C: 'session', L: 'login', I: 'host' },
      windows: [
        ['misc', 30],
        ['html', 10],
        ['pdf', 30],
      ],
    });
    expect(settings.middlewares[0]).toBe('filter');
    expect(settings.logFormat).toBeUndefined();
  });

  it.each([
    [{}, 'reference'],
    [{ 'COUNTER-Mode': 'r51' }, 'r51'],
    [{ 'counter-mode': ' R51 ' }, 'r51'],
    [{ 'COUNTER-Mode': 'reference' }, 'reference'],
  ])('reads COUNTER-Mode %j as %s', (headers, mode) => {
    expect(settingsOf(headers).counterMode).toBe(mode);
  });

  it('refuses an unknown COUNTER-Mode with 4028', () => {
    expect(failureOf({ 'COUNTER-Mode': 'r4' })).toMatchObject({ status: 4028 });
  });

  it('reads header names case-insensitively', () => {
    const settings = settingsOf({ 'LOG-FORMAT-EZPROXY': '%h %u', 'clean-only': 'TRUE' });
    expect(settings.logFormat).toEqual({ proxy: 'ezproxy', format: '%h %u' });
    expect(settings.cleanOnly).toBe(true);
    expect(settings.outputFormat).toBe('log');
  });

  it('takes the first Log-Format header in ezproxy, apache, squid order', () => {
    expect(settingsOf({ 'Log-Format-squid': 'b', 'Log-Format-apache': 'a' }).logFormat).toEqual({
      proxy: 'apache',
      format: 'a',
    });
  });

  describe('Log-Format size limits', () => {
    const REAL = '%h %l %u %t "%r" %s %b "%{Referer}i" "%{User-Agent}i" %{session}<[A-Z0-9]+>';
    const tokens = (count: number) => Array.from({ length: count }, () => '%h').join(' ');

    it('takes a real format, and one at the token limit', () => {
      expect(settingsOf({ 'Log-Format-ezproxy': REAL }).logFormat?.format).toBe(REAL);
      expect(
        settingsOf({ 'Log-Format-apache': tokens(LOG_FORMAT_MAX_TOKENS) }).logFormat?.proxy,
      ).toBe('apache');
    });

    it('refuses a format of more tokens than the limit (4028), naming the header and the limit', () => {
      const failure = failureOf({ 'Log-Format-ezproxy': tokens(1000) });
      expect(failure).toEqual({
        status: 4028,
        message: `Log-Format-ezproxy holds 1000 % fields; at most ${String(LOG_FORMAT_MAX_TOKENS)} are accepted.`,
      });
      expect(failureOf({ 'Log-Format-squid': tokens(LOG_FORMAT_MAX_TOKENS + 1) }).message).toMatch(
        /^Log-Format-squid holds 201 % fields; at most 200 are accepted\.$/,
      );
    });

    it('refuses a format longer than the limit (4028), naming the header and the limit', () => {
      // Few fields, much text: the length is bounded on its own.
      const long = `%h ${'x'.repeat(LOG_FORMAT_MAX_CHARACTERS)} %t`;
      expect(failureOf({ 'log-format-apache': long })).toEqual({
        status: 4028,
        message: `Log-Format-apache is ${String(long.length)} characters long; at most ${String(LOG_FORMAT_MAX_CHARACTERS)} are accepted.`,
      });
    });

    it('counts %% as text, not as a field', () => {
      const escaped = `%h ${'%%'.repeat(LOG_FORMAT_MAX_TOKENS)} %t`;
      expect(settingsOf({ 'Log-Format-ezproxy': escaped }).logFormat?.format).toBe(escaped);
    });
  });

  // RFC 9110 §8.4.1.3: x-gzip is gzip; the input reader already takes it.
  it.each(['gzip', 'GZIP', 'x-gzip', ' X-Gzip '])('reads Content-Encoding %j as gzip', (value) => {
    expect(settingsOf({ 'Content-Encoding': value }).contentEncoding).toBe('gzip');
  });

  // The reference's docs promise deflate (its code refused it); br is every browser's other one.
  it.each([
    ['deflate', 'deflate'],
    [' Deflate ', 'deflate'],
    ['br', 'br'],
    ['BR', 'br'],
  ])('reads Content-Encoding %j as %s', (value, encoding) => {
    expect(settingsOf({ 'Content-Encoding': value }).contentEncoding).toBe(encoding);
  });

  it.each(['zstd', 'compress', 'x-compress', 'gzip, br'])(
    'refuses Content-Encoding %j with 4005, naming the accepted ones',
    (value) => {
      const failure = failureOf({ 'Content-Encoding': value });
      expect(failure.status).toBe(4005);
      expect(failure.message).toMatch(/"[^"]+" is not supported.*gzip.*deflate.*br/);
    },
  );

  it.each([
    [undefined, 'csv'],
    ['*/*', 'csv'],
    ['text/csv', 'csv'],
    ['text/tab-separated-values', 'tsv'],
    ['application/json', 'json'],
    ['application/jsonstream', 'jsonl'],
    ['text/html, application/json;q=0.5', 'json'],
    ['text/csv;q=0.2, application/json', 'json'],
    ['text/*', 'csv'],
  ])('negotiates Accept %s as %s', (accept, format) => {
    expect(settingsOf(accept === undefined ? {} : { Accept: accept }).outputFormat).toBe(format);
  });

  it.each([
    [{ Accept: 'text/html' }, 4006],
    [{ Accept: 'application/json;q=0' }, 4006],
    // Refuses every type: not the "any type" curl sends when told nothing.
    [{ Accept: '*/*;q=0' }, 4006],
    [{ Accept: '*/*; q=0.000' }, 4006],
    [{ 'Output-Fields': '+a,,-b' }, 4012],
    [{ 'Output-Fields': '+' }, 4012],
    [{ 'Output-Fields': 'a' }, 4013],
    [{ 'Response-Encoding': 'br' }, 4005],
    [{ 'Content-Encoding': 'zstd' }, 4005],
    [{ Geoip: 'geoip-country,geoip-planet' }, 4019],
    [{ 'ezPAARSE-Job-Notifications': 'sms<0600>' }, 4021],
    // One address per item: the mailer would read a list inside one as several recipients.
    [{ 'ezPAARSE-Job-Notifications': 'mail<a@b.fr; c@d.fr>' }, 4021],
    [{ 'ezPAARSE-Job-Notifications': 'mail<a@b.fr c@d.fr>' }, 4021],
    [{ 'ezPAARSE-Job-Notifications': 'mail<not an address>' }, 4021],
    // Each address costs a mail from the instance: a job cannot make it mail hundreds.
    [
      {
        'ezPAARSE-Job-Notifications': Array.from({ length: 21 }, (_, i) => `mail<u${i}@b.fr>`).join(
          ',',
        ),
      },
      4021,
    ],
    [{ 'ezPAARSE-Middlewares': '(only) filter, bad name' }, 4024],
    [{ 'ezPAARSE-Predefined-Settings': 'nope' }, 4026],
    [{ Extract: 'login invalid => firstname' }, 4027],
    [{ 'Crypting-Algorithm': 'rot13' }, 4004],
    [{ 'Output-Timezone': 'Mars/Olympus' }, 4028],
    [{ 'Input-Timezone': 'Mars/Olympus' }, 4028],
    [{ 'Double-Click-Strategy': 'XYZ' }, 4028],
    [{ 'Double-Click-HTML': 'ten' }, 4028],
    // Read as 10 and 1 before: a value is a whole number of seconds or it is refused.
    [{ 'Double-Click-HTML': '10abc' }, 4028],
    [{ 'Double-Click-PDF': '1.5' }, 4028],
    [{ 'ezPAARSE-Filter-Redirects': 'maybe' }, 4028],
  ])('refuses %j with %i', (headers, status) => {
    expect(failureOf(headers).status).toBe(status);
  });

  // One rule for every yes/no header (QA: some refused bad values, others took them as true).
  describe('yes/no headers', () => {
    const BOOLEAN_HEADERS = [
      ['Clean-Only', (settings: JobSettings) => settings.cleanOnly],
      ['Double-Click-Removal', (settings: JobSettings) => settings.deduplication.enabled],
      ['ezPAARSE-Enrich', (settings: JobSettings) => settings.enrich],
      ['ezPAARSE-Filter-Redirects', (settings: JobSettings) => settings.filterRedirects],
      ['ezPAARSE-Filter-Status', (settings: JobSettings) => settings.filterStatus],
      ['Allow-Domain-Wildcards', (settings: JobSettings) => settings.allowDomainWildcards],
      ['CSV-Raw-Values', (settings: JobSettings) => settings.csvRawValues],
      ['Crossref-Enrich', (settings: JobSettings) => settings.enrichers.crossref.enabled],
    ] as const;

    it.each(BOOLEAN_HEADERS)(
      '%s takes true/false, yes/no, on/off, 1/0 in any case',
      (name, read) => {
        for (const value of ['true', 'TRUE', 'Yes', 'on', '1']) {
          expect(read(settingsOf({ [name]: value }))).toBe(true);
        }
        for (const value of ['false', 'False', 'no', 'OFF', '0']) {
          expect(read(settingsOf({ [name]: value }))).toBe(false);
        }
      },
    );

    it.each(BOOLEAN_HEADERS)('%s refuses any other value with 4028, naming it', (name) => {
      expect(failureOf({ [name]: 'maybe' })).toMatchObject({
        status: 4028,
        message: expect.stringContaining(`${name} must be true`) as unknown,
      });
    });
  });

  it('names the middleware that does not exist (4025)', () => {
    const failure = failureOf(
      { 'ezPAARSE-Middlewares': 'crossref' },
      { middlewaresChain: ['filter', 'parser'], availableMiddlewares: ['filter', 'parser'] },
    );
    expect(failure).toEqual({ status: 4025, message: 'Middleware not found: crossref' });
  });

  it("refuses a Request-Charset the runtime's check does not know (4015)", () => {
    const checks = {
      ...ACCEPT_ALL,
      isKnownCharset: (name: string) => ['cp850', 'utf-8'].includes(name),
    };
    expect(settingsOf({ 'Request-Charset': 'cp850' }, { checks }).requestCharset).toBe('cp850');
    expect(failureOf({ 'Request-Charset': 'klingon' }, { checks })).toEqual({
      status: 4015,
      message: 'Request-Charset "klingon" is not supported.',
    });
  });

  it("refuses a Response-Charset the runtime's check does not know (4016)", () => {
    const checks = {
      ...ACCEPT_ALL,
      isKnownCharset: (name: string) => ['cp850', 'utf-8'].includes(name),
    };
    expect(settingsOf({ 'Response-Charset': 'CP850' }, { checks }).responseCharset).toBe('cp850');
    expect(settingsOf({}, { checks: ACCEPT_ALL }).responseCharset).toBe('utf-8');
    expect(failureOf({ 'Response-Charset': 'klingon' }, { checks })).toEqual({
      status: 4016,
      message: 'Response-Charset "klingon" is not supported.',
    });
  });

  it("refuses a Date-Format the runtime's check finds wrong (4028), naming the problem", () => {
    const checks = {
      ...ACCEPT_ALL,
      dateFormatProblem: (format: string) => (format.includes('T') ? `bad ${format}` : undefined),
    };
    expect(settingsOf({ 'Date-Format': 'YYYY-MM-DD' }, { checks }).dateFormat).toBe('YYYY-MM-DD');
    expect(failureOf({ 'Date-Format': 'YYYY-MM-DDTHH' }, { checks })).toEqual({
      status: 4028,
      message: 'bad YYYY-MM-DDTHH',
    });
  });

  it('takes field lists of up to 200 names, and says how many a longer one holds', () => {
    const list = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => `${prefix}f${i}`).join(',');
    expect(settingsOf({ 'Output-Fields': list(200, '+') }).outputFields.add).toHaveLength(200);
    expect(settingsOf({ 'Crypted-Fields': list(200, '') }).cryptedFields).toHaveLength(200);
    // Each listed field costs every event a look-up: thousands kept the api busy.
    expect(failureOf({ 'Output-Fields': list(201, '+') }).status).toBe(4028);
    expect(failureOf({ 'Crypted-Fields': list(201, '') }).status).toBe(4028);
    expect(failureOf({ 'Output-Fields': list(3000, '+') }).message).toBe(
      'Output-Fields lists 3000 fields, more than the 200 a job takes.',
    );
  });

  it('parses Output-Fields additions and removals', () => {
    expect(settingsOf({ 'Output-Fields': '+a, -b, +c, -a' }).outputFields).toEqual({
      add: ['c'],
      remove: ['b', 'a'],
    });
  });

  // ADR 0017: predefined settings beat instance defaults (the reference's docs, not its code).
  it('fills only missing headers from predefined settings, then from instance defaults', () => {
    const settings = settingsOf(
      { 'ezPAARSE-Predefined-Settings': 'inst', 'Crypted-Fields': 'login' },
      {
        predefined: {
          inst: {
            headers: { 'Crypted-Fields': 'none', 'Log-Format-ezproxy': '%h %t', Geoip: 'all' },
          },
        },
        defaultHeaders: { Geoip: 'none', 'Traces-Level': 'debug' },
      },
    );
    expect(settings.cryptedFields).toEqual(['login']);
    expect(settings.logFormat?.format).toBe('%h %t');
    expect(settings.geoipFields).toHaveLength(7);
    expect(settings.tracesLevel).toBe('debug');
    expect(settings.predefinedSettings).toBe('inst');
  });

  it("takes a predefined setting's Accept over the */* clients send by default, not over a chosen type", () => {
    const sources = { predefined: { json: { headers: { Accept: 'application/json' } } } };
    const key = { 'ezPAARSE-Predefined-Settings': 'json' };
    expect(settingsOf({ ...key, Accept: '*/*' }, sources).outputFormat).toBe('json');
    expect(settingsOf({ ...key, Accept: ' */*; q=0.8 ' }, sources).outputFormat).toBe('json');
    expect(settingsOf({ ...key, Accept: 'text/csv' }, sources).outputFormat).toBe('csv');
    expect(
      settingsOf({ ...key, Accept: 'text/tab-separated-values, */*' }, sources).outputFormat,
    ).toBe('tsv');
    expect(settingsOf({ Accept: '*/*' }).outputFormat).toBe('csv');
  });

  // A key naming a property every object inherits is an unknown key, not a crash (a 500).
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the inherited name %s as a predefined settings key with 4026',
    (key) => {
      const sources = { predefined: { inst: { headers: { Geoip: 'all' } } } };
      expect(failureOf({ 'ezPAARSE-Predefined-Settings': key }, sources).status).toBe(4026);
    },
  );

  it("adds the instance's hint to the 4026 of an unknown key", () => {
    const sources = { predefined: {}, predefinedMissingHint: 'no resources pack' };
    expect(failureOf({ 'ezPAARSE-Predefined-Settings': '00-fr-inist' }, sources)).toEqual({
      status: 4026,
      message: 'Predefined settings not found: 00-fr-inist (no resources pack)',
    });
    expect(failureOf({ 'ezPAARSE-Predefined-Settings': '00-fr-inist' }, {}).message).toBe(
      'Predefined settings not found: 00-fr-inist',
    );
  });

  it('takes the predefined key from the instance defaults when the request names none', () => {
    const settings = settingsOf(
      {},
      {
        predefined: { inst: { headers: { Geoip: 'all' } } },
        defaultHeaders: { 'ezPAARSE-Predefined-Settings': 'inst', Geoip: 'none' },
      },
    );
    expect(settings.predefinedSettings).toBe('inst');
    expect(settings.geoipFields).toHaveLength(7);
  });

  it('names a bad double-click window as the documentation writes it, however it was typed', () => {
    expect(failureOf({ 'double-click-pdf': '1.5' }).message).toBe(
      'Double-Click-PDF (a window for the mime "pdf") must be a whole number of seconds, not "1.5".',
    );
    expect(failureOf({ 'DOUBLE-CLICK-Epub': 'x' }).message).toMatch(/^Double-Click-EPUB /);
  });

  // Any Double-Click-<word> is a window (as in the reference): a misspelt name is read as one.
  it('says which header a misspelt Double-Click name was probably meant to be', () => {
    expect(failureOf({ 'Double-Click-Stratgy': 'LCI' }).message).toMatch(
      /^Double-Click-STRATGY \(a window for the mime "stratgy"\).*write Double-Click-Strategy\.$/,
    );
    expect(failureOf({ 'Double-Click-Remove': 'false' }).message).toMatch(
      /is Double-Click-Removal\.$/,
    );
  });

  it('reads the double-click headers, custom mime windows and MIXED', () => {
    const settings = settingsOf({
      'Double-Click-Removal': 'true',
      'Double-Click-Strategy': 'lci',
      'Double-Click-C-Field': 'cookie',
      'Double-Click-L-Field': 'user',
      'Double-Click-I-Field': 'ip',
      'Double-Click-HTML': '20',
      'Double-Click-EPUB': '15',
      'Double-Click-MIXED': '10',
    });
    expect(settings.deduplication).toEqual({
      enabled: true,
      strategy: 'LCI',
      fieldNames: { C: 'cookie', L: 'user', I: 'ip' },
      windows: [
        ['misc', 30],
        ['html', 20],
        ['pdf', 30],
        ['epub', 15],
      ],
      mixedWindow: 10,
    });
    expect(settingsOf({ 'Double-Click-Removal': 'false' }).deduplication.enabled).toBe(false);
  });

  it('reads ezPAARSE-Response-Timeout in ms, 30 minutes by default', () => {
    expect(settingsOf({}).responseTimeoutMs).toBe(1_800_000);
    expect(settingsOf({ 'ezPAARSE-Response-Timeout': '60000' }).responseTimeoutMs).toBe(60_000);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['200,206', ['200', '206']],
  ])('reads ezPAARSE-Filter-Status %s', (value, expected) => {
    expect(settingsOf({ 'ezPAARSE-Filter-Status': value }).filterStatus).toEqual(expected);
  });

  it('reads Reject-Files "all", lists, and drops unknown names', () => {
    expect(settingsOf({ 'Reject-Files': 'all' }).rejectFiles).toHaveLength(10);
    expect(settingsOf({ 'Reject-Files': 'Duplicate-ECs, nope,robots-ecs' }).rejectFiles).toEqual([
      'duplicate-ecs',
      'robots-ecs',
    ]);
  });

  it.each([
    ['all', { robots: false, ignoredHosts: false, ignoredDomains: false }],
    ['robots', { robots: false, ignoredHosts: true, ignoredDomains: true }],
    [
      'ignored-hosts, ignored-domains',
      { robots: true, ignoredHosts: false, ignoredDomains: false },
    ],
  ])('reads Disable-Filters %s', (value, filters) => {
    expect(settingsOf({ 'Disable-Filters': value }).filters).toEqual(filters);
  });

  it.each([
    ['none', []],
    ['disabled', []],
    ['host, login,session_id', ['host', 'login', 'session_id']],
    ['', ['host', 'login']],
  ])('reads Crypted-Fields %s', (value, fields) => {
    expect(settingsOf({ 'Crypted-Fields': value }).cryptedFields).toEqual(fields);
  });

  it.each([',', ' , ,'])(
    'refuses Filter-Platforms %j, which names no platform and would keep no event, with 4028',
    (value) => {
      const failure = failureOf({ 'Filter-Platforms': value });
      expect(failure.status).toBe(4028);
      expect(failure.message).toMatch(/^Filter-Platforms ".*" names no platform; list/);
    },
  );

  it('takes an empty Filter-Platforms as no header: every platform kept', () => {
    expect(settingsOf({ 'Filter-Platforms': '' }).filterPlatforms).toBeUndefined();
  });

  // Each of these crypted nothing, so a job meant to hide logins and addresses gave them out in
  // clear, without a word (the reference does the same).
  it.each([
    ['host;login', /"host;login".*separate the fields with commas/],
    ['host ; login', /"host ; login".*separate the fields with commas/],
    [',,,', /names no field.*"none"/],
    ['Host,Login', /case-sensitive, write "host" for "Host"/],
    ['host,LOGIN', /case-sensitive, write "login" for "LOGIN"/],
    // Members of every object: the job crashed on them, answering with a line of its code.
    ['host,constructor', /"constructor" cannot be the name of a field/],
    ['__proto__', /"__proto__" cannot be the name of a field/],
    ['login,toString', /"toString" cannot be the name of a field/],
    ['hasOwnProperty', /"hasOwnProperty" cannot be the name of a field/],
  ])('refuses Crypted-Fields %s with 4028, saying how to write it', (value, detail) => {
    const failure = failureOf({ 'Crypted-Fields': value });
    expect(failure.status).toBe(4028);
    expect(failure.message).toMatch(/^Crypted-Fields /);
    expect(failure.message).toMatch(detail);
  });

  it('takes up to 20 notification addresses', () => {
    const header = Array.from({ length: 20 }, (_, i) => `mail<u${i}@b.fr>`).join(', ');
    expect(settingsOf({ 'ezPAARSE-Job-Notifications': header }).notifications.mail).toHaveLength(
      20,
    );
  });

  it('reads the remaining scalar headers', () => {
    const settings = settingsOf({
      'Crypting-Salt': 'anchor-salt',
      'Crypting-Algorithm': 'SHA256',
      'Output-Timezone': 'Europe/Paris',
      'Input-Timezone': 'America/New_York',
      'Max-Parse-Attempts': '3',
      'Force-Parser': 'sd',
      'Force-ECField-Publisher': 'ACME',
      'Filter-Platforms': 'wiley, springer',
      'ezPAARSE-Enrich': 'false',
      'Response-Encoding': 'gzip',
      'ezPAARSE-Job-Notifications': 'mail<a@b.fr>,mail<c@d.fr>',
      Extract: 'login => split(_) => first,last',
      'Traces-Level': 'silly',
      'Alerts-Unknown-Domains-Rate': '50',
    });
    expect(settings).toMatchObject({
      cryptingSalt: 'anchor-salt',
      cryptingAlgorithm: 'sha256',
      timeZone: 'Europe/Paris',
      inputTimeZone: 'America/New_York',
      maxParseAttempts: 3,
      forceParser: 'sd',
      forcePublisher: 'ACME',
      filterPlatforms: ['wiley', 'springer'],
      enrich: false,
      responseEncoding: 'gzip',
      notifications: { mail: ['a@b.fr', 'c@d.fr'] },
      extract: { source: 'login', kind: 'split', separator: '_', destinations: ['first', 'last'] },
      tracesLevel: 'silly',
      alerts: { activationThreshold: 1000, unknownDomainsRate: 50 },
    });
  });
});
