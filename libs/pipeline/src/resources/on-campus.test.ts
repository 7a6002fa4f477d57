import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createOnCampusMatcher, type OnCampusRange } from './index.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');

describe('createOnCampusMatcher without configuration', () => {
  const matcher = createOnCampusMatcher();

  it.each([
    ['10/8', '10.20.30.40', 'Y'],
    ['172.16/12 low end', '172.16.0.1', 'Y'],
    ['172.16/12 high end', '172.31.255.254', 'Y'],
    ['just above 172.16/12', '172.32.0.1', undefined],
    ['192.168/16', '192.168.1.1', 'Y'],
    ['a public address', '66.65.65.107', undefined],
    ['a chain ending on campus', '66.65.65.107, 10.0.0.1', 'Y'],
    ['an empty host', '', undefined],
    ['a hostname', 'proxy.example.org', undefined],
    ['a malformed address', '10.0.0', undefined],
    ['an octet out of range', '10.0.0.256', undefined],
  ])('%s → %s', (_case, ip, expected) => {
    expect(matcher.match(ip)).toBe(expected);
  });
});

describe('createOnCampusMatcher with configured ranges', () => {
  const matcher = createOnCampusMatcher([
    '198.51.100.7',
    '203.0.113.0/24',
    '2001:db8::/32',
    { label: 'Library', ranges: ['192.0.2.0/25', '10.1.0.0/16'] },
    { label: 'Medicine', ranges: ['192.0.2.0/24'] },
  ]);

  it.each([
    ['an unlabelled single address', '198.51.100.7', 'Y'],
    ['next to the single address', '198.51.100.8', undefined],
    ['an unlabelled CIDR', '203.0.113.200', 'Y'],
    ['an IPv6 CIDR', '2001:db8:1::5', 'Y'],
    ['outside the IPv6 CIDR', '2001:db9::1', undefined],
    ['the first labelled range', '192.0.2.10', 'Library'],
    ['a later label when the first does not match', '192.0.2.200', 'Medicine'],
    ['a label over a private range', '10.1.2.3', 'Library'],
    ['the rest of the private range', '10.2.0.1', 'Y'],
  ])('%s → %s', (_case, ip, expected) => {
    expect(matcher.match(ip)).toBe(expected);
  });
});

describe('createOnCampusMatcher with invalid entries', () => {
  it.each<[string, unknown[], RegExp]>([
    ['a word', ['campus'], /"campus".*not an IP address/],
    ['a bad prefix length', ['10.0.0.0/33'], /bad prefix length/],
    ['a non-numeric prefix', ['10.0.0.0/x'], /bad prefix length/],
    ['an empty prefix', ['10.0.0.0/'], /bad prefix length/],
    ['an IPv6 prefix too long', ['2001:db8::/129'], /bad prefix length/],
    ['a labelled entry without ranges', [{ label: 'Library' }], /entry #1/],
    ['an empty label', [{ label: ' ', ranges: [] }], /entry #1/],
    ['a number', [42], /entry #1/],
    ['null', [null], /entry #1/],
    [
      'a bad range inside a label',
      [{ label: 'Lab', ranges: ['1.2.3.4', 'nope'] }],
      /"nope" in on-campus entry "Lab"/,
    ],
    [
      'a non-string range',
      [{ label: 'Lab', ranges: [7] }],
      /7 in on-campus entry "Lab": not a string/,
    ],
  ])('throws on %s', (_case, ranges, message) => {
    expect(() => createOnCampusMatcher(ranges as OnCampusRange[])).toThrow(message);
  });
});

describe('createOnCampusMatcher on the reference oncampus.log', () => {
  it('finds the private host on campus and the public one off campus, as the reference did', async () => {
    const lines = (await readFile(path.join(ACCEPTANCE, 'logs/oncampus.log'), 'utf8'))
      .split('\n')
      .filter(Boolean);
    const matcher = createOnCampusMatcher();
    expect(lines.map((line) => matcher.match(line.split(' ')[0] ?? '') ?? 'N')).toEqual(['N', 'Y']);
  });
});
