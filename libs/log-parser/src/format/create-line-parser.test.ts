import * as fs from 'node:fs';
import * as path from 'node:path';
import { AUTO_FORMATS } from './auto-formats.js';
import { createLineParser } from './create-line-parser.js';
import { LogFormatError } from './log-format-error.js';

const LOGS = path.resolve(__dirname, '../../../../../shared/acceptance/logs');

const DATE = '[30/Nov/2012:00:14:17 +0100]';
const EZPROXY_LINE = `1.2.3.4 - bob ${DATE} "GET http://a.fr/x HTTP/1.1" 200 123`;

describe('createLineParser: auto-detection', () => {
  const cases: [string, string, Record<string, string>][] = [
    [
      'EZproxy default',
      EZPROXY_LINE,
      { host: '1.2.3.4', login: 'bob', url: 'http://a.fr/x', status: '200', size: '123' },
    ],
    [
      'Apache common',
      `1.2.3.4 - bob ${DATE} "GET /x HTTP/1.1" 304 -`,
      { status: '304', url: '/x' },
    ],
    [
      'Apache combined',
      `1.2.3.4 - - ${DATE} "GET /x HTTP/1.1" 200 5 "http://ref.fr/" "Mozilla/5.0 (X11)"`,
      { referer: 'http://ref.fr/', 'user-agent': 'Mozilla/5.0 (X11)' },
    ],
    [
      'BiblioPAM (comma-separated)',
      '1354231435,1.2.3.4,512,"Science Direct",http://www.sciencedirect.com/x,200,"text/html",etu,uid1,sess1',
      {
        timestamp: '1354231435',
        host: '1.2.3.4',
        size: '512',
        'ress-name': 'Science Direct',
        url: 'http://www.sciencedirect.com/x',
        status: '200',
        mt: 'text/html',
        profil: 'etu',
        uid: 'uid1',
        'session-id': 'sess1',
      },
    ],
    [
      'BiblioPAM (comma-separated, two profiles)',
      '1354231435,1.2.3.4,512,Science Direct,http://www.sciencedirect.com/x,200,text/html,"etu",uid1,sess1,"master"',
      {
        timestamp: '1354231435',
        'ress-name': 'Science Direct',
        mt: 'text/html',
        profil1: 'etu',
        uid: 'uid1',
        'session-id': 'sess1',
        profil2: 'master',
      },
    ],
    [
      'BiblioPAM (comma-separated, other columns)',
      '1354231435,1.2.3.4,512,"Science, Direct",http://www.sciencedirect.com/x,200,something else',
      {
        timestamp: '1354231435',
        host: '1.2.3.4',
        'ress-name': 'Science, Direct',
        url: 'http://www.sciencedirect.com/x',
        status: '200',
      },
    ],
    [
      'Squid native',
      '1319061710.284   2102 90.90.90.90 TCP_MISS/200 309401 GET http://a.fr/ cousteau DIRECT/198.81.200.2 text/html',
      {
        timestamp: '1319061710',
        subsecond: '284',
        responseTime: '2102',
        login: 'cousteau',
        mime: 'text/html',
      },
    ],
    [
      'Squid common',
      `90.90.90.90 - bob [30/Nov/2012:00:14:17 +0100] "GET http://a.fr/ HTTP/1.0" 200 1234 TCP_MISS:DIRECT`,
      {
        host: '90.90.90.90',
        login: 'bob',
        protocolVersion: '1.0',
        squidRequestStatus: 'TCP_MISS',
        squidHierarchyStatus: 'DIRECT',
      },
    ],
  ];

  it('covers every built-in candidate', () => {
    expect(cases.map(([label]) => label)).toEqual(AUTO_FORMATS.map((format) => format.label));
  });

  it.each(cases)('detects %s and locks it in', (label, line, expected) => {
    const parser = createLineParser();
    expect(parser.parse(line)).toMatchObject(expected);
    const detected = AUTO_FORMATS.find((format) => format.label === label);
    expect(parser.format?.format).toBe(detected?.format);
    expect(parser.autoDetected).toBe(true);
  });

  it('reads quoted BiblioPAM values holding commas on the lines after the one that locked the format', () => {
    const parser = createLineParser();
    const line = (resource: string, mime: string) =>
      `1354231435,1.2.3.4,512,${resource},http://www.sciencedirect.com/x,200,${mime},etu,uid1,sess1`;
    expect(parser.parse(line('"Science Direct"', '"text/html"'))).not.toBeNull();
    const detected = AUTO_FORMATS.find(({ label }) => label === 'BiblioPAM (comma-separated)');
    expect(parser.format?.format).toBe(detected?.format);
    expect(
      parser.parse(line('"Elsevier, Science Direct"', '"text/html, charset=x"')),
    ).toMatchObject({
      'ress-name': 'Elsevier, Science Direct',
      mt: 'text/html, charset=x',
      profil: 'etu',
      uid: 'uid1',
    });
    expect(parser.parse(line('ScienceDirect', 'text/html'))).toMatchObject({
      'ress-name': 'ScienceDirect',
      mt: 'text/html',
    });
    // A bare value still ends at its comma: the line has one column too many.
    expect(parser.parse(line('Elsevier, Science Direct', 'text/html'))).toBeNull();
  });

  it('retries detection on the next line when one does not match', () => {
    const parser = createLineParser();
    expect(parser.parse('garbage')).toBeNull();
    expect(parser.format).toBeNull();
    expect(parser.parse(EZPROXY_LINE)).not.toBeNull();
    expect(parser.format?.proxy).toBe('ezproxy');
  });

  it('keeps the first detected format even when a later line fits another candidate', () => {
    const parser = createLineParser();
    parser.parse(EZPROXY_LINE);
    expect(parser.parse(`1.2.3.4 - bob ${DATE} "GET /x HTTP/1.1" 304 -`)).toBeNull();
    expect(parser.format?.proxy).toBe('ezproxy');
  });

  it('only tries the candidates of a given proxy', () => {
    const parser = createLineParser({ proxy: 'squid' });
    expect(parser.parse(EZPROXY_LINE)).toBeNull();
  });
});

describe('createLineParser: Max-Parse-Attempts', () => {
  it('is exhausted after 10 failures before any success by default', () => {
    const parser = createLineParser();
    for (let attempt = 1; attempt <= 9; attempt++) {
      parser.parse(`junk ${attempt}`);
      expect(parser.exhausted).toBe(false);
    }
    parser.parse('junk 10');
    expect(parser.exhausted).toBe(true);
    expect(parser.parse(EZPROXY_LINE)).toBeNull();
  });

  it('never becomes exhausted once a line has parsed', () => {
    const parser = createLineParser({ maxParseAttempts: 1 });
    parser.parse(EZPROXY_LINE);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(parser.parse('junk')).toBeNull();
    }
    expect(parser.exhausted).toBe(false);
  });

  it('counts failures of a given format too', () => {
    const parser = createLineParser({ proxy: 'ezproxy', format: '%h %u', maxParseAttempts: 2 });
    parser.parse('a b c');
    parser.parse('a b c');
    expect(parser.exhausted).toBe(true);
  });

  it('sd.wrong-first-line.log with maxParseAttempts 1 ends exhausted (4003)', () => {
    const parser = createLineParser({ maxParseAttempts: 1 });
    const lines = fs
      .readFileSync(path.join(LOGS, 'sd.wrong-first-line.log'), 'utf8')
      .split('\n')
      .filter(Boolean);
    const parsed = lines.map((line) => parser.parse(line));
    expect(parser.exhausted).toBe(true);
    expect(parsed.every((fields) => fields === null)).toBe(true);
  });

  it('sd.wrong-second-line.log with maxParseAttempts 1 is not exhausted', () => {
    const parser = createLineParser({ maxParseAttempts: 1 });
    const lines = fs
      .readFileSync(path.join(LOGS, 'sd.wrong-second-line.log'), 'utf8')
      .split('\n')
      .filter(Boolean);
    const parsed = lines.map((line) => parser.parse(line));
    expect(parser.exhausted).toBe(false);
    expect(parsed.map((fields) => fields !== null)).toEqual([true, false]);
  });

  it('rejects an invalid given format at creation', () => {
    expect(() => createLineParser({ format: '%h %{a}<(x)>' })).toThrow(LogFormatError);
  });
});
