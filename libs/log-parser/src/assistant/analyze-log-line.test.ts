import { FormatAnalysisSchema } from '@sillage/shared-types';
import { analyzeLogLine } from './analyze-log-line.js';
import { findMatchingSettings, type LogSettings } from './find-matching-settings.js';

const LINE =
  '247.63.228.176 - THEODORE_MCCLURE [30/Nov/2012:00:14:17 +0100] "GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846';

describe('analyzeLogLine', () => {
  it('auto-detects the format of the first line only', () => {
    const analysis = analyzeLogLine(`${LINE}\r\nsecond line`);
    expect(FormatAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis).toMatchObject({
      autoDetect: true,
      proxy: 'ezproxy',
      format: '%h %l %u %t "%r" %s %b',
      formatBreak: 22,
      strictMatch: true,
      missing: [],
      ec: {
        host: '247.63.228.176',
        login: 'THEODORE_MCCLURE',
        url: 'http://www.sciencedirect.com:80/science/journal/00121606',
        domain: 'www.sciencedirect.com',
        datetime: '2012-11-29T23:14:17+00:00',
        timestamp: 1354230857,
        date: '2012-11-29',
        status: '200',
        size: '224846',
      },
    });
    expect(analysis.regexpBreak).toBe(analysis.regexp?.length);
  });

  it('reports everything missing when no candidate matches', () => {
    expect(analyzeLogLine('hello world')).toEqual({
      autoDetect: true,
      proxy: null,
      format: null,
      formatBreak: 0,
      strictMatch: false,
      regexp: null,
      regexpBreak: 0,
      missing: ['date', 'url', 'domain'],
      ec: {},
    });
  });

  it('uses a given format strictly when it matches', () => {
    const analysis = analyzeLogLine('1.2.3.4 bob', { proxy: 'ezproxy', format: '%h %u' });
    expect(analysis).toMatchObject({
      autoDetect: false,
      strictMatch: true,
      formatBreak: 5,
      ec: { host: '1.2.3.4', login: 'bob' },
      missing: ['date', 'url', 'domain'],
    });
  });

  it('finds where a given format stops matching', () => {
    const format = '%h %l %u %t "%r" %s %b %{extra}<[0-9]+>';
    const analysis = analyzeLogLine(`${LINE} ++`, { proxy: 'ezproxy', format });
    expect(analysis.strictMatch).toBe(false);
    expect(format.slice(0, analysis.formatBreak)).toBe('%h %l %u %t "%r" %s %b ');
    expect(analysis.ec).toMatchObject({
      status: '200',
      size: '224846',
      domain: 'www.sciencedirect.com',
    });
    expect(analysis.ec.extra).toBeUndefined();
    const regexp = analysis.regexp ?? '';
    expect(regexp.slice(analysis.regexpBreak)).toBe('([0-9]+)$');
    expect(new RegExp(regexp.slice(0, analysis.regexpBreak)).test(`${LINE} ++`)).toBe(true);
  });

  it('finds where in the line a given format stops matching', () => {
    const gap = analyzeLogLine(LINE, { proxy: 'ezproxy', format: '%h %u %t' });
    // "%h %u " reads the host and the "-" after it: the login is where the line stops matching.
    expect(LINE.slice(gap.lineBreak)).toMatch(/^THEODORE_MCCLURE \[30\/Nov/);
    const tail = analyzeLogLine(`${LINE} ++`, {
      proxy: 'ezproxy',
      format: '%h %l %u %t "%r" %s %b %{extra}<[0-9]+>',
    });
    expect(`${LINE} ++`.slice(tail.lineBreak)).toBe('++');
    expect(analyzeLogLine('hello', { format: '[%t] %U' }).lineBreak).toBe(0);
    // A line the format matches has no such place.
    expect(analyzeLogLine(LINE).lineBreak).toBeUndefined();
  });

  it('reads the date with the given dateFormat and lists it missing when it cannot', () => {
    const format = '%{day}<[0-9-]+> %U';
    expect(
      analyzeLogLine('2012-11-30 http://a.fr/', {
        format: '%{datetime}<[0-9-]+> %U',
        dateFormat: 'YYYY-MM-DD',
      }).ec,
    ).toMatchObject({
      date: '2012-11-30',
      domain: 'a.fr',
    });
    // moment reads '30-2012-11' as year 30 (→ 2030), month 20: no date.
    expect(
      analyzeLogLine('30-2012-11 http://a.fr/', {
        format: '%{datetime}<[0-9-]+> %U',
        dateFormat: 'YYYY-MM-DD',
      }).missing,
    ).toEqual(['date']);
    expect(analyzeLogLine('2012-11-30 http://a.fr/', { format }).missing).toEqual(['date']);
  });

  it('reports an invalid Date-Format and reads no date with another one', () => {
    const analysis = analyzeLogLine('2012-11-30T10:00 http://a.fr/', {
      format: '%{datetime}<[0-9T:-]+> %U',
      dateFormat: 'YYYY-MM-DD[T]HH:mm z',
    });
    expect(analysis.error).toMatch(/"z": a zone name cannot be read/);
    expect(analysis.strictMatch).toBe(true);
    expect(analysis.missing).toEqual(['date']);
    expect(analysis.ec).toMatchObject({ datetime: '2012-11-30T10:00', domain: 'a.fr' });
  });

  it('reports a format error and still finds the valid prefix', () => {
    const analysis = analyzeLogLine('1.2.3.4 bob', { proxy: 'ezproxy', format: '%h %u %{x}<(a)>' });
    expect(analysis.error).toMatch(/capturing group/);
    expect(analysis.regexp).toBeNull();
    expect(analysis.strictMatch).toBe(false);
    expect(analysis.ec).toEqual({ host: '1.2.3.4', login: 'bob' });
    expect(FormatAnalysisSchema.safeParse(analysis).success).toBe(true);
  });

  // Each prefix tried was one regex compiled, one per character of the format and of its regex,
  // and V8 compiles a regex in a time that grows faster than its length: a format of 200 fields
  // took seconds. The search now compiles a few regexes per field boundary it bisects.
  it('compiles a number of regexes that grows with the log of the fields, not with the characters', () => {
    const format = Array.from({ length: 100 }, () => '%h').join(' ');
    const compiled = jest.spyOn(globalThis, 'RegExp');
    try {
      const analysis = analyzeLogLine(LINE, { proxy: 'ezproxy', format });
      // The third %h reads THEODORE, and the space after it finds an underscore.
      expect(format.slice(0, analysis.formatBreak)).toBe('%h %h %h');
      expect(analysis.ec).toEqual({ host: 'THEODORE' });
      const host = '([a-zA-Z0-9.\\-:]+(?:, ?[a-zA-Z0-9.\\-:]+)*)';
      expect((analysis.regexp ?? '').slice(0, analysis.regexpBreak)).toBe(
        `^${host} ${host} ${host}`,
      );
      expect(compiled.mock.calls.length).toBeLessThan(60);
    } finally {
      compiled.mockRestore();
    }
  });

  it('reports a relative URL as missing its domain', () => {
    expect(analyzeLogLine('/x/y', { format: '%U' }).missing).toEqual(['date', 'domain']);
  });
});

describe('findMatchingSettings', () => {
  const settings: LogSettings[] = [
    { id: 'no-format', headers: { 'Crypted-Fields': 'none' } },
    { id: 'ezproxy-default', headers: { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' } },
    { id: 'lower-case-header', headers: { 'log-format-ezproxy': '%h %l %u %t "%r" %s %b' } },
    { id: 'apache', headers: { 'Log-Format-apache': '%h %l %u %t "%r" %>s %b' } },
    {
      id: 'numeric-session',
      headers: { 'Log-Format-ezproxy': '%h %{session}<[0-9]+> %u %t "%r" %s %b' },
    },
    { id: 'invalid', headers: { 'Log-Format-ezproxy': '%h %{x}<(a)>' } },
    {
      id: 'wrong-date',
      headers: { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b', 'Date-Format': 'YYYY-MM-DD' },
    },
    {
      id: 'invalid-date-format',
      headers: { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b', 'Date-Format': 'DD/MMM/YYYY z' },
    },
  ];

  it('returns the ids whose format and date format read the line', () => {
    expect(findMatchingSettings(LINE, settings)).toEqual([
      'ezproxy-default',
      'lower-case-header',
      'apache',
    ]);
  });

  it('returns nothing for a line no setting reads', () => {
    expect(findMatchingSettings('nothing here', settings)).toEqual([]);
  });
});
