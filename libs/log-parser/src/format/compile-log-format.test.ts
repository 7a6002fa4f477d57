import { compileLogFormat, createCompiledFormat, type ParsedFields } from './compile-log-format.js';
import { LogFormatError } from './log-format-error.js';
import type { ProxyType } from './proxy-type.js';

interface TokenCase {
  proxy: ProxyType;
  format: string;
  line: string;
  expected: ParsedFields | null;
}

const DATE = '[30/Nov/2012:00:14:17 +0100]';

describe('compileLogFormat: every built-in token', () => {
  const cases: [string, TokenCase][] = [
    [
      'ezproxy %h reads an IPv4 host',
      { proxy: 'ezproxy', format: '%h', line: '1.2.3.4', expected: { host: '1.2.3.4' } },
    ],
    [
      'ezproxy %h reads an IPv6 host',
      { proxy: 'ezproxy', format: '%h', line: '2001:db8::1', expected: { host: '2001:db8::1' } },
    ],
    [
      'ezproxy %h keeps a host chain "a, b"',
      {
        proxy: 'ezproxy',
        format: '%h %u',
        line: '10.0.0.1, 192.168.1.2 bob',
        expected: { host: '10.0.0.1, 192.168.1.2', login: 'bob' },
      },
    ],
    [
      'ezproxy %h keeps a chain without space "a,b"',
      { proxy: 'ezproxy', format: '%h', line: 'a.fr,b.fr', expected: { host: 'a.fr,b.fr' } },
    ],
    [
      'ezproxy %u reads a login with @ . - _ % , =',
      {
        proxy: 'ezproxy',
        format: '%u',
        line: 'uid=a.b@x-y_z%20,ou',
        expected: { login: 'uid=a.b@x-y_z%20,ou' },
      },
    ],
    ['ezproxy %u refuses a space', { proxy: 'ezproxy', format: '%u', line: 'a b', expected: null }],
    [
      'ezproxy %l reads identd',
      { proxy: 'ezproxy', format: '%l', line: 'ident-1', expected: { identd: 'ident-1' } },
    ],
    [
      'ezproxy %l drops "-"',
      { proxy: 'ezproxy', format: '%l %u', line: '- bob', expected: { login: 'bob' } },
    ],
    [
      'ezproxy %b reads digits',
      { proxy: 'ezproxy', format: '%b', line: '1234', expected: { size: '1234' } },
    ],
    ['ezproxy %b refuses "-"', { proxy: 'ezproxy', format: '%b', line: '-', expected: null }],
    [
      'ezproxy %U reads a URL',
      {
        proxy: 'ezproxy',
        format: '%U',
        line: 'http://a.fr/x?y=1',
        expected: { url: 'http://a.fr/x?y=1' },
      },
    ],
    [
      'ezproxy %m reads a method',
      {
        proxy: 'ezproxy',
        format: '%m %U',
        line: 'POST /x',
        expected: { method: 'POST', url: '/x' },
      },
    ],
    [
      'ezproxy %r takes the URL of the request',
      {
        proxy: 'ezproxy',
        format: '"%r"',
        line: '"GET http://a.fr/x HTTP/1.1"',
        expected: { url: 'http://a.fr/x' },
      },
    ],
    [
      'ezproxy %t reads the bracketed date',
      {
        proxy: 'ezproxy',
        format: '%t',
        line: DATE,
        expected: { datetime: '30/Nov/2012:00:14:17 +0100' },
      },
    ],
    [
      'ezproxy %s reads the status',
      { proxy: 'ezproxy', format: '%s', line: '404', expected: { status: '404' } },
    ],
    [
      'apache %>s reads the status',
      {
        proxy: 'apache',
        format: '%>s %b',
        line: '200 12',
        expected: { status: '200', size: '12' },
      },
    ],
    [
      'apache %b accepts "-" and drops it',
      { proxy: 'apache', format: '%>s %b', line: '304 -', expected: { status: '304' } },
    ],
    [
      'apache %h %l %u %t %r',
      {
        proxy: 'apache',
        format: '%h %l %u %t "%r"',
        line: `1.2.3.4 - bob ${DATE} "GET /x HTTP/1.0"`,
        expected: {
          host: '1.2.3.4',
          login: 'bob',
          datetime: '30/Nov/2012:00:14:17 +0100',
          url: '/x',
        },
      },
    ],
    [
      'apache %U reads a URL',
      { proxy: 'apache', format: '%U', line: '/http/a.fr/', expected: { url: '/http/a.fr/' } },
    ],
    [
      'squid %ts.%03tu reads seconds and subsecond',
      {
        proxy: 'squid',
        format: '%ts.%03tu',
        line: '1319061708.024',
        expected: { timestamp: '1319061708', subsecond: '024' },
      },
    ],
    [
      'squid %6tr skips column padding',
      {
        proxy: 'squid',
        format: '%ts %6tr',
        line: '1319061708      8',
        expected: { timestamp: '1319061708', responseTime: '8' },
      },
    ],
    [
      'squid %tl reads a date',
      {
        proxy: 'squid',
        format: '[%tl]',
        line: DATE,
        expected: { datetime: '30/Nov/2012:00:14:17 +0100' },
      },
    ],
    [
      'squid %>a reads the client host',
      { proxy: 'squid', format: '%>a', line: '90.90.90.90', expected: { host: '90.90.90.90' } },
    ],
    [
      'squid %<a reads the last connection',
      {
        proxy: 'squid',
        format: '%Sh/%<a',
        line: 'DIRECT/198.81.200.2',
        expected: { squidHierarchyStatus: 'DIRECT', lastConnection: '198.81.200.2' },
      },
    ],
    [
      'squid %<A reads the domain',
      {
        proxy: 'squid',
        format: '%<A:%lp',
        line: 'proxy.fr:443',
        expected: { domain: 'proxy.fr', port: '443' },
      },
    ],
    [
      'squid %Ss/%03>Hs reads request status and HTTP status',
      {
        proxy: 'squid',
        format: '%Ss/%03>Hs',
        line: 'TCP_MISS/200',
        expected: { squidRequestStatus: 'TCP_MISS', status: '200' },
      },
    ],
    [
      'squid %<st reads the size',
      { proxy: 'squid', format: '%<st', line: '309401', expected: { size: '309401' } },
    ],
    [
      'squid %rm %ru reads method and URL',
      {
        proxy: 'squid',
        format: '%rm %ru',
        line: 'GET http://a.fr/',
        expected: { method: 'GET', url: 'http://a.fr/' },
      },
    ],
    [
      'squid %rv reads the protocol version',
      {
        proxy: 'squid',
        format: 'HTTP/%rv',
        line: 'HTTP/1.1',
        expected: { protocolVersion: '1.1' },
      },
    ],
    [
      'squid %un reads the login',
      { proxy: 'squid', format: '%un', line: 'cousteau', expected: { login: 'cousteau' } },
    ],
    [
      'squid %mt reads a mime type',
      { proxy: 'squid', format: '%mt', line: 'text/html', expected: { mime: 'text/html' } },
    ],
    [
      'squid %<a reads an IPv6 upstream address',
      {
        proxy: 'squid',
        format: '%Sh/%<a %mt',
        line: 'HIER_DIRECT/2001:db8::7 text/html',
        expected: {
          squidHierarchyStatus: 'HIER_DIRECT',
          lastConnection: '2001:db8::7',
          mime: 'text/html',
        },
      },
    ],
    [
      'squid %mt reads a mime type with a dot',
      {
        proxy: 'squid',
        format: '%mt',
        line: 'application/vnd.ms-excel',
        expected: { mime: 'application/vnd.ms-excel' },
      },
    ],
    [
      'squid %mt reads a mime type with a plus',
      {
        proxy: 'squid',
        format: '%mt',
        line: 'application/xhtml+xml',
        expected: { mime: 'application/xhtml+xml' },
      },
    ],
    [
      'squid %mt reads a mime type with parameters',
      {
        proxy: 'squid',
        format: '%mt %un',
        line: 'text/html;charset=UTF-8 bob',
        expected: { mime: 'text/html;charset=UTF-8', login: 'bob' },
      },
    ],
    [
      'squid %mt drops "-"',
      { proxy: 'squid', format: '%un %mt', line: 'bob -', expected: { login: 'bob' } },
    ],
    [
      'squid %{Header}>h reads a request header, quoted or not, under its lower-case name',
      {
        proxy: 'squid',
        format: '"%{Referer}>h" "%{User-Agent}>h" %{X-Forwarded-For}>h',
        line: '"-" "Mozilla/5.0 (X11; Linux x86_64)" 10.0.0.1',
        expected: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)',
          'x-forwarded-for': '10.0.0.1',
        },
      },
    ],
    [
      'squid %{Header}<h reads a reply header',
      {
        proxy: 'squid',
        format: '%<st "%{Content-Type}<h"',
        line: '512 "text/html; charset=utf-8"',
        expected: { size: '512', 'content-type': 'text/html; charset=utf-8' },
      },
    ],
    [
      'squid %{name}<h…> stays a custom regex beside a header token',
      {
        proxy: 'squid',
        format: '%{scheme}<https?> "%{Content-Type}<h" "%{User-Agent}>h"',
        line: 'https "text/html" "curl/8.5.0"',
        expected: { scheme: 'https', 'content-type': 'text/html', 'user-agent': 'curl/8.5.0' },
      },
    ],
    [
      'squid %ui reads identd',
      { proxy: 'squid', format: '%ui', line: 'abc', expected: { identd: 'abc' } },
    ],
  ];

  it.each(cases)('%s', (_name, { proxy, format, line, expected }) => {
    expect(compileLogFormat(proxy, format).parse(line)).toEqual(expected);
  });
});

describe('compileLogFormat: squid modifiers are accepted and ignored', () => {
  const modifiers = ['"', '[', "'", '#', '-', '03', '6', '1.5', '{arg}', '"-03{x}'];
  it.each(modifiers)('modifier %s before %un', (modifier) => {
    expect(compileLogFormat('squid', `%${modifier}un`).parse('bob')).toEqual({ login: 'bob' });
  });
});

describe('compileLogFormat: custom fields and skipped parts', () => {
  const proxies: ProxyType[] = ['ezproxy', 'apache', 'squid'];
  const cases: [string, string, string, ParsedFields | null][] = [
    ['%{name} captures [a-zA-Z0-9-]+', '%{session} x', 'ab-12 x', { session: 'ab-12' }],
    ['%{name} refuses other characters', '%{session} x', 'a_b x', null],
    ['%{name}<regex> captures with the regex', '%{col1}<[0-9]+>|x', '42|x', { col1: '42' }],
    ['%{name}<regex> keeps an alternation inside the field', '%{s}<[a-z]+|\\-> x', '- x', {}],
    ['%{name}i is accepted', '%{Referer}i x', 'abc x', { Referer: 'abc' }],
    [
      '"%{name}i" between quotes takes the whole header, as Apache and EZproxy log it',
      '"%{Referer}i" "%{User-Agent}i"',
      '"https://a.fr/b?c=d" "Mozilla/5.0 (X11; \\"q\\")"',
      { Referer: 'https://a.fr/b?c=d', 'User-Agent': 'Mozilla/5.0 (X11; \\"q\\")' },
    ],
    ['"%{name}i" still drops "-"', '"%{Referer}i" x', '"-" x', {}],
    ['%<regex> matches and discards', '%<[0-9]+> %{a}', '123 zz', { a: 'zz' }],
    ['%<regex> with an alternation stays local', '%<x|y>c', 'yc', {}],
    ['surrounding quotes are stripped', '%{ua}<"[^"]*">', '"Mozilla 5"', { ua: 'Mozilla 5' }],
    ['a quoted "-" is dropped', '%{ua}<"[^"]*">', '"-"', {}],
    ['%% is a literal percent', '100%% %{a}', '100% zz', { a: 'zz' }],
    ['literal regex characters are escaped', '(%{a}).*', '(zz).*', { a: 'zz' }],
  ];
  for (const proxy of proxies) {
    it.each(cases)(`${proxy}: %s`, (_name, format, line, expected) => {
      expect(compileLogFormat(proxy, format).parse(line)).toEqual(expected);
    });
  }
});

describe('compileLogFormat: a login between quotes', () => {
  it.each(['ezproxy', 'apache'] as const)(
    '%s: "%%u" takes a login with spaces or accents',
    (proxy) => {
      const parse = compileLogFormat(proxy, '%h "%u" %t').parse;
      expect(parse('192.0.2.1 "Jean Dupont" [30/Nov/2012:00:14:17 +0100]')).toEqual({
        host: '192.0.2.1',
        login: 'Jean Dupont',
        datetime: '30/Nov/2012:00:14:17 +0100',
      });
      expect(parse('192.0.2.1 "jérôme.o\'brien" [30/Nov/2012:00:14:17 +0100]')?.login).toBe(
        "jérôme.o'brien",
      );
      expect(parse('192.0.2.1 "-" [30/Nov/2012:00:14:17 +0100]')).not.toHaveProperty('login');
    },
  );
});

describe('compileLogFormat: structure', () => {
  it('gives the reference regex for the EZproxy default format', () => {
    expect(compileLogFormat('ezproxy', '%h %l %u %t "%r" %s %b').regexSource).toBe(
      '^([a-zA-Z0-9.\\-:]+(?:, ?[a-zA-Z0-9.\\-:]+)*) ([a-zA-Z0-9\\-]+) ([a-zA-Z0-9@.\\-_%,=]+) \\[([^\\]]+)\\] "[A-Z]+ ([^ ]+) [^ ]+" ([0-9]+) ([0-9]+)$',
    );
  });

  it('lists each produced field once, in format order', () => {
    expect(compileLogFormat('ezproxy', '%t %h %h %u %U %b %{session}').fieldNames).toEqual([
      'datetime',
      'host',
      'login',
      'url',
      'size',
      'session',
    ]);
  });

  it('lets a repeated built-in token keep its last non-empty value', () => {
    expect(compileLogFormat('ezproxy', '%h %h').parse('a.fr b.fr')).toEqual({ host: 'b.fr' });
  });

  it('anchors the whole line', () => {
    const format = compileLogFormat('ezproxy', '%h %u');
    expect(format.parse('1.2.3.4 bob trailing')).toBeNull();
    expect(format.parse('x 1.2.3.4 bob')).toBeNull();
  });

  it('stores any property name as data, never as code', () => {
    const hostile = '"]; globalThis.injected = true; //';
    const format = createCompiledFormat('ezproxy', 'x', '^(a)(b)(c)?$', [hostile, 'ok', 'z']);
    expect(format.parse('ab')).toEqual({ [hostile]: 'a', ok: 'b' });
    expect((globalThis as { injected?: boolean }).injected).toBeUndefined();
  });

  it('writes into a given object and leaves its other properties alone', () => {
    const into: ParsedFields = { kept: 'yes', host: 'old' };
    const result = compileLogFormat('ezproxy', '%h %u').parse('a.fr -', into);
    expect(result).toBe(into);
    expect(into).toEqual({ kept: 'yes', host: 'a.fr' });
  });

  it('pads squid fields with [ ]*', () => {
    expect(compileLogFormat('squid', '%un').regexSource).toBe('^[ ]*([a-zA-Z0-9@.\\-_%=,]+)$');
  });
});

describe('compileLogFormat: invalid formats', () => {
  const cases: [string, ProxyType, string, RegExp][] = [
    ['an empty format', 'ezproxy', '  ', /empty/],
    ['a capturing group in a field regex', 'ezproxy', '%{a}<([0-9]+)>', /capturing group.*\(\?:/],
    ['a capturing group in a skipped regex', 'apache', '%<(a|b)>', /capturing group/],
    ['a "<" inside a custom regex', 'squid', '%{a}<(?<n>x)>', /contains no "<" or ">"/],
    ['a back-reference', 'ezproxy', '%{a}<x\\1>', /back-reference/],
    ['a named back-reference', 'ezproxy', '%{a}<x\\k>', /back-reference/],
    ['a lookahead', 'ezproxy', '%{a}<[a-z]+(?=z)>', /lookahead or lookbehind.*linear time/],
    ['a negative lookahead', 'apache', '%<(?!q)[a-z]+>', /lookahead or lookbehind \("\(\?!q"\)/],
    ['a lookbehind', 'squid', '%{a}<[a-z]+(?<=z)>', /contains no "<" or ">"/],
    ['a count above 16', 'ezproxy', '%{a}<[0-9]{1,20}>', /"\{1,20\}".*above 16.*\+ or \*/],
    ['an open count of 16', 'ezproxy', '%{a}<x{16,}>', /above 16/],
    ['a regex that does not compile', 'ezproxy', '%{a}<[a-z>', /invalid/],
    ['a repeated custom name', 'ezproxy', '%{a} %{a}', /"a" is used twice/],
    ['a custom name equal to a built-in property', 'ezproxy', '%h %{host}', /"host" is used twice/],
    ['an unknown ezproxy token', 'ezproxy', '%h %x', /Unknown ezproxy token "%x" at character 4/],
    ['the apache %>s in an ezproxy format', 'ezproxy', '%>s', /Unknown ezproxy token "%>s"/],
    ['the ezproxy %s in an apache format', 'apache', '%s', /Unknown apache token "%s"/],
    ['an unknown squid code', 'squid', '%zz', /Unknown squid token "%zz"/],
    ['a lone % at the end', 'ezproxy', '%h %', /lone "%"/],
    ['an unterminated %{', 'ezproxy', '%{abc', /Unterminated "%\{"/],
    ['an unterminated <regex>', 'ezproxy', '%{a}<[0-9]+', /Unterminated or empty/],
    ['an empty <regex>', 'ezproxy', '%<>', /Unterminated or empty/],
    ['an invalid field name', 'ezproxy', '%{a b}', /Invalid field name "a b"/],
    [
      'an EZproxy strftime date',
      'ezproxy',
      '%h %{%Y-%m-%d %H:%M:%S}t "%r"',
      /EZproxy's strftime date "%\{%Y-%m-%d %H:%M:%S\}t" at character 4: write %\{datetime\}<regex> and give its moment form in Date-Format/,
    ],
    [
      'an Apache strftime date',
      'apache',
      '%h [%{%d/%b/%Y:%H:%M:%S %z}t]',
      /^Apache's strftime date "%\{%d\/%b\/%Y:%H:%M:%S %z\}t" at character 5/,
    ],
    [
      'an Apache time token',
      'apache',
      '%h %{msec}t "%r"',
      /^Apache's time token "%\{msec\}t" at character 4: write %\{datetime\}<regex>/,
    ],
    [
      'a token followed by punctuation',
      'apache',
      '%v:%p %h',
      /Unknown apache token "%v" at character 1/,
    ],
    ['the __proto__ field name', 'ezproxy', '%{__proto__}', /__proto__/],
  ];
  it.each(cases)('rejects %s', (_name, proxy, format, message) => {
    expect(() => compileLogFormat(proxy, format)).toThrow(LogFormatError);
    expect(() => compileLogFormat(proxy, format)).toThrow(message);
  });

  it('accepts non-capturing groups, classes, lazy quantifiers and counts up to 16', () => {
    const format = compileLogFormat('ezproxy', '%{a}<(?:x|y)[a-z]{1,16}?z{15,}\\d{3}>');
    expect(format.parse('yab' + 'z'.repeat(15) + '123')).toEqual({
      a: 'yab' + 'z'.repeat(15) + '123',
    });
  });

  it('reads braces that are not counts, and escaped ones, as literals', () => {
    expect(compileLogFormat('ezproxy', '%{a}<\\{x{2}\\}>').parse('{xx}')).toEqual({ a: '{xx}' });
  });

  it('accepts escaped parentheses and parentheses inside classes', () => {
    expect(compileLogFormat('ezproxy', '%{a}<\\([()]\\)>').parse('(()')).toEqual({ a: '(()' });
  });
});
