import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compileDateFormat } from './compile-date-format.js';
import { describeDateFormatProblem } from './check-date-format.js';
import { DateFormatError } from './date-format-error.js';

const utc = (iso: string): number => Date.parse(iso);

// Each row: what moment's non-strict parser (en locale, moment.utc) reads for that token.
describe('compileDateFormat tokens', () => {
  const cases: [string, string, string, number | undefined][] = [
    ['Y signed year', 'Y-MM-DD', '2012-03-05', utc('2012-03-05T00:00:00Z')],
    ['YYYY given two digits reads them as YY', 'YYYY-MM-DD', '12-03-05', utc('2012-03-05T00:00:00Z')],
    ['YYYYYY expanded year', 'YYYYYY-MM-DD', '+002012-03-05', utc('2012-03-05T00:00:00Z')],
    ['Q quarter starts its first month', 'YYYY [Q]Q', '2012 Q3', utc('2012-07-01T00:00:00Z')],
    ['Qo ordinal quarter', 'Qo [quarter] YYYY', '2nd quarter 2012', utc('2012-04-01T00:00:00Z')],
    ['Mo ordinal month', 'Mo [month] YYYY', '3rd month 2012', utc('2012-03-01T00:00:00Z')],
    ['MMM takes a full month name too', 'DD MMM YYYY', '05 March 2012', utc('2012-03-05T00:00:00Z')],
    ['MMMM is case-insensitive', 'D MMMM YYYY', '5 MARCH 2012', utc('2012-03-05T00:00:00Z')],
    ['DDD day of a leap year', 'YYYY DDD', '2012 60', utc('2012-02-29T00:00:00Z')],
    ['DDDD three-digit day of year', 'YYYY-DDDD', '2013-060', utc('2013-03-01T00:00:00Z')],
    ['DDDo ordinal day of year', 'DDDo [day of] YYYY', '60th day of 2013', utc('2013-03-01T00:00:00Z')],
    ['d weekday number is consumed, not used', 'd YYYY-MM-DD', '4 2012-03-05', utc('2012-03-05T00:00:00Z')],
    ['dd weekday min name', 'dd DD/MM/YYYY', 'Mo 05/03/2012', utc('2012-03-05T00:00:00Z')],
    ['ddd weekday short name', 'ddd, DD MMM YYYY', 'Tue, 05 Mar 2012', utc('2012-03-05T00:00:00Z')],
    ['do ordinal weekday', 'do YYYY-MM-DD', '1st 2012-03-05', utc('2012-03-05T00:00:00Z')],
    ['GGGG-[W]WW-E ISO week date', 'GGGG-[W]WW-E', '2009-W01-1', utc('2008-12-29T00:00:00Z')],
    ['ISO week 53', 'GGGG-[W]WW-E', '2004-W53-6', utc('2005-01-01T00:00:00Z')],
    ['GG two-digit ISO week year', 'GG-[W]W-E', '09-W1-1', utc('2008-12-29T00:00:00Z')],
    ['W alone: Monday of that ISO week', 'YYYY [W]W', '2012 W10', utc('2012-03-05T00:00:00Z')],
    ['gggg-ww-e locale week date', 'gggg-ww-e', '2012-10-3', utc('2012-03-07T00:00:00Z')],
    ['w with a weekday number d', 'YYYY [w]w d', '2012 w10 3', utc('2012-03-07T00:00:00Z')],
    ['w with a weekday name', 'gggg [w]w ddd', '2012 w10 Wed', utc('2012-03-07T00:00:00Z')],
    ['week date ignored when month and day are given', 'YYYY-MM-DD [W]W', '2012-03-05 W40', utc('2012-03-05T00:00:00Z')],
    ['h with a.m./p.m.', 'YYYY-MM-DD h:mm a', '2012-03-05 1:30 p.m.', utc('2012-03-05T13:30:00Z')],
    ['A PM', 'YYYY-MM-DD hh:mm:ss A', '2012-03-05 11:30:00 PM', utc('2012-03-05T23:30:00Z')],
    ['k 24 is midnight', 'YYYY-MM-DD k:mm', '2012-03-05 24:30', utc('2012-03-05T00:30:00Z')],
    ['kk', 'YYYY-MM-DD kk:mm', '2012-03-05 13:30', utc('2012-03-05T13:30:00Z')],
    ['Hmm', 'YYYY-MM-DD Hmm', '2012-03-05 705', utc('2012-03-05T07:05:00Z')],
    ['Hmmss', 'YYYY-MM-DD Hmmss', '2012-03-05 70509', utc('2012-03-05T07:05:09Z')],
    ['HHmmss reads each pair', 'YYYYMMDDHHmmss', '20120305070509', utc('2012-03-05T07:05:09Z')],
    ['S tenths', 'YYYY-MM-DD HH:mm:ss.S', '2012-03-05 07:05:09.5', utc('2012-03-05T07:05:09.500Z')],
    ['letters met before the next word', 'YYYY-MM-DD b c dddd', '2012-03-05 b cMonday', utc('2012-03-05T00:00:00Z')],
    ['SSSSSS microseconds', 'YYYY-MM-DD HH:mm:ss.SSSSSS', '2012-03-05 07:05:09.123456', utc('2012-03-05T07:05:09.123Z')],
    ['Z hours only', 'YYYY-MM-DD HH:mm Z', '2012-03-05 07:05 +01', utc('2012-03-05T06:05:00Z')],
    ['Z with a colon', 'YYYY-MM-DD HH:mm Z', '2012-03-05 07:05 -02:30', utc('2012-03-05T09:35:00Z')],
    ['ZZ lower-case z', 'YYYY-MM-DD HH:mm ZZ', '2012-03-05 07:05 z', utc('2012-03-05T07:05:00Z')],
    ['Z absent: unused, the time is UTC', 'YYYY-MM-DD HH:mm Z', '2012-03-05 07:05', utc('2012-03-05T07:05:00Z')],
    ['Z absent before another token', 'HH:mm Z YYYY-MM-DD', '07:05 2012-03-05', utc('2012-03-05T07:05:00Z')],
    ['Z present before another token', 'HH:mm Z YYYY-MM-DD', '07:05 +0100 2012-03-05', utc('2012-03-05T06:05:00Z')],
    ['X negative seconds', 'X', '-1', -1000],
    ['x milliseconds', 'x', '1330931109000', utc('2012-03-05T07:05:09Z')],
    ['[literal] letters', 'YYYY-MM-DD[T]HH:mm', '2012-03-05T07:05', utc('2012-03-05T07:05:00Z')],
    ['\\ escapes one letter', 'YYYY-MM-DD\\THH:mm', '2012-03-05T07:05', utc('2012-03-05T07:05:00Z')],
    ['L LT locale formats', 'L LT', '03/05/2012 1:30 PM', utc('2012-03-05T13:30:00Z')],
    ['LL', 'LL', 'March 5, 2012', utc('2012-03-05T00:00:00Z')],
    ['llll', 'llll', 'Mon, Mar 5, 2012 7:05 AM', utc('2012-03-05T07:05:00Z')],
    ['an unknown month name', 'DD MMM YYYY', '05 Foo 2012', undefined],
    ['an unknown weekday name', 'ddd, DD MMM YYYY', 'Xyz, 05 Mar 2012', undefined],
    ['ISO week 54', 'GGGG-[W]WW-E', '2009-W54-1', undefined],
    ['ISO weekday 8', 'GGGG-[W]WW-E', '2009-W01-8', undefined],
    ['day 366 of a common year', 'YYYY DDD', '2013 366', undefined],
    ['H 24 with minutes', 'YYYY-MM-DD HH:mm', '2012-03-05 24:30', undefined],
    ['a separator where the value has a letter: skipped as moment does', 'YYYY-MM-DD HH:mm:ss', '2012-11-30T00:13:10', utc('2012-11-30T00:13:10Z')],
    // As moment 2.29 reads them (non-strict): the tokens a value lacks stay at their defaults.
    ['a token keeps the digits it took (no backtracking into another date)', 'YYYY-MM-DD HH:mm', '2012-11-30Tx', utc('2012-11-30T00:00:00Z')],
    ['the seconds a value lacks', 'DD/MM/YYYY HH:mm:ss', '30/11/2012 13:10', utc('2012-11-30T13:10:00Z')],
    ['the time a value lacks', 'YYYY-MM-DD HH:mm:ss', '2012-11-30', utc('2012-11-30T00:00:00Z')],
    ['the day and hour a value lacks', 'YYYY-MM-DD HH', '2012-11', utc('2012-11-01T00:00:00Z')],
    ['a value with none of the tokens', 'YYYY-MM-DD', 'abc', undefined],
    ['a value with only the year of the format', 'YYYY-MM-DD HH', '2012', utc('2012-01-01T00:00:00Z')],
    // Never the year 1970 for a value that lacks the format's year: unread, so the report says so.
    ['an ISO date read with the default format', 'DD/MMM/YYYY:HH:mm:ss Z', '2012-11-30T00:13:10+01:00', undefined],
    ['an ISO date and time read with the default format', 'DD/MMM/YYYY:HH:mm:ss Z', '2012-11-30 00:13:10', undefined],
    ['epoch seconds read with the default format', 'DD/MMM/YYYY:HH:mm:ss Z', '1354230790', undefined],
    ['a numeric month read with the default format', 'DD/MMM/YYYY:HH:mm:ss Z', '30-11-2012 00:13:10', undefined],
    ['a value that stops before the year', 'DD/MM/YYYY', '30/11', undefined],
  ]; // prettier-ignore

  it.each(cases)('%s', (_name, format, value, expected) => {
    expect(compileDateFormat(format)(value)).toBe(expected);
  });
});

describe('compileDateFormat letters moment does not know as tokens', () => {
  // moment searches the value for such a letter and goes on without it when it is absent.
  const cases: [string, string, string, number | undefined][] = [
    ['ISO T with an offset', 'YYYY-MM-DDTHH:mm:ssZ', '2012-11-30T00:13:10+01:00', utc('2012-11-29T23:13:10Z')],
    ['ISO T with Z for UTC', 'YYYY-MM-DDTHH:mm:ssZ', '2012-11-30T00:13:10Z', utc('2012-11-30T00:13:10Z')],
    ['ISO T absent from the value', 'YYYY-MM-DDTHH:mm', '2012-11-30 10:00', utc('2012-11-30T10:00:00Z')],
    ['a lone g', 'g YYYY-MM', 'g 2012-03', utc('2012-03-01T00:00:00Z')],
  ]; // prettier-ignore

  it.each(cases)('%s', (_name, format, value, expected) => {
    expect(describeDateFormatProblem(format)).toBeUndefined();
    expect(compileDateFormat(format)(value)).toBe(expected);
  });
});

describe('compileDateFormat refusals', () => {
  const cases: [string, string, RegExp][] = [
    ['a zone name', 'DD/MMM/YYYY:HH:mm:ss z', /"z": a zone name cannot be read/],
    ['an era token', 'YYYY N', /"N": era tokens are not supported/],
    ['an unclosed bracket', 'YYYY [at', /"\[" is never closed/],
    ['ten fraction digits', 'ss.SSSSSSSSSS', /at most 9 "S"/],
    ['no token at all', '????', /"\?\?\?\?" holds no date token/],
    ['only literal text', '[at] \\T', /holds no date token/],
    // A word whose one token is moment's "s": every event would be dated 1970-01-01.
    ['a word read as seconds', 'bogus', /"bogus" does not read a calendar date/],
    ['a year alone', 'YYYY', /"YYYY" does not read a calendar date/],
    ['a time without a date', 'HH:mm:ss', /needs a year/],
    ['a day and month without a year', 'DD/MMM HH:mm:ss', /needs a year/],
    // Each may be absent from a value, which is tried every way they can be left out.
    ['text in letters', 'YYYY-MM-DD [at] HH:mm Tbcfijnpqr', /10 letters that are no date token \(Tbcfijnpqr\), more than 8: write text between brackets/],
  ]; // prettier-ignore

  it.each(cases)('refuses %s with a message naming it', (_name, format, message) => {
    expect(() => compileDateFormat(format)).toThrow(DateFormatError);
    expect(() => compileDateFormat(format)).toThrow(message);
    expect(describeDateFormatProblem(format)).toMatch(message);
  });

  it('finds nothing wrong with valid formats and ISO_8601', () => {
    expect(describeDateFormatProblem('DD/MMM/YYYY:HH:mm:ss Z')).toBeUndefined();
    expect(describeDateFormatProblem('ISO_8601')).toBeUndefined();
  });
});

describe('compileDateFormat on values that do not match', () => {
  // A value that fails the whole format is tried every way the format's separators and letters
  // can split it: lazy runs side by side made that count grow as a power of the value's length
  // (one such line kept a job's thread, and the api with it, for hours). Run in a child with a
  // time limit, so that a relapse fails this test instead of hanging the suite; each value takes
  // a few milliseconds.
  it('gives up in time, and still reads the date the value starts with', () => {
    // Format, then the value: a date, a piece repeated, and a character no format reads.
    const cases: [string, string, string, number][] = [
      ['YYYYbbbbbbbbMM', '2012', ' ', 60],
      ['YYYYbbbbbbbbMM', '2012', ' b', 300],
      ['YYYY b c f i MM', '2012', ' b c', 300],
      ['YYYY-MM-DD HH:mm:ss', '2012', ' ', 200_000],
    ];
    const module = JSON.stringify(path.join(__dirname, 'compile-date-format.ts'));
    const child = spawnSync(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', '--input-type=module', '-e', `
        const { compileDateFormat } = await import(${module});
        const cases = ${JSON.stringify(cases)};
        const read = ([format, date, piece, count]) => compileDateFormat(format)(date + piece.repeat(count) + '!');
        process.stdout.write(JSON.stringify(cases.map(read)));
      `],
      { encoding: 'utf8', timeout: 60_000, cwd: path.resolve(__dirname, '../../../..') },
    ); // prettier-ignore
    expect(child.error).toBeUndefined();
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual(cases.map(() => utc('2012-01-01T00:00:00Z')));
  }, 70_000);
});
