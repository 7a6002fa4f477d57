import { formatTypedDay, parseTypedDay } from './typed-day.js';

describe('typed days', () => {
  it.each([
    ['30/11/2012', 'fr', '2012-11-30'],
    ['1.2.2013', 'fr', '2013-02-01'],
    [' 29-02-2012 ', 'fr', '2012-02-29'],
    ['2012-11-30', 'en', '2012-11-30'],
    ['2013/2/1', 'en', '2013-02-01'],
  ] as const)('reads %j in %s as %s', (text, locale, day) => {
    expect(parseTypedDay(text, locale)).toBe(day);
  });

  it.each([
    ['31/02/2012', 'fr'],
    ['29/02/2013', 'fr'],
    ['2012-11-30', 'fr'],
    ['30/11/2012', 'en'],
    ['2012-13-01', 'en'],
    ['30/11/12', 'fr'],
    ['', 'en'],
  ] as const)('reads no day in %j (%s)', (text, locale) => {
    expect(parseTypedDay(text, locale)).toBeNull();
  });

  it('writes a day the way each language types it', () => {
    expect(formatTypedDay('2012-11-30', 'fr')).toBe('30/11/2012');
    expect(formatTypedDay('2012-11-30', 'en')).toBe('2012-11-30');
    expect(formatTypedDay('', 'fr')).toBe('');
  });
});
