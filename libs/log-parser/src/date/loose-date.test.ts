import { createDateParser, ISO_DATE_FORMAT } from './create-date-parser.js';

// The instants a JavaScript Date (and so the reference's moment fallback) gives these values,
// zone-less ones read as UTC (the default Input-Timezone).
const at = (iso: string) => Date.parse(iso);

describe('CSV datetime forms beside ISO 8601 extended (Date-Format ISO_8601)', () => {
  const parse = createDateParser(ISO_DATE_FORMAT);

  it.each([
    ['2012-11-30T00:13:10+01:00', '2012-11-29T23:13:10Z'],
    ['Fri, 30 Nov 2012 00:13:10 +0100', '2012-11-29T23:13:10Z'],
    ['30 Nov 2012 00:13 GMT', '2012-11-30T00:13:00Z'],
    ['Fri, 30 Nov 2012 00:13:10 EST', '2012-11-30T05:13:10Z'],
    ['20121130T001310', '2012-11-30T00:13:10Z'],
    ['20121130T001310Z', '2012-11-30T00:13:10Z'],
    ['20121130', '2012-11-30T00:00:00Z'],
    ['2012-W48-5', '2012-11-30T00:00:00Z'],
    ['2012-W01-1', '2012-01-02T00:00:00Z'],
    ['2012-335', '2012-11-30T00:00:00Z'],
    ['2012-335T10:00', '2012-11-30T10:00:00Z'],
    ['2012/11/30 00:13:10', '2012-11-30T00:13:10Z'],
    ['2012/11/30', '2012-11-30T00:00:00Z'],
    ['11/30/2012 00:13:10', '2012-11-30T00:13:10Z'],
    ['Fri Nov 30 2012 00:13:10 GMT+0100 (Central European Standard Time)', '2012-11-29T23:13:10Z'],
    ['Nov 30, 2012 00:13:10', '2012-11-30T00:13:10Z'],
  ])('reads %s', (value, expected) => {
    expect(parse(value)).toBe(at(expected));
  });

  it.each([
    'not a date',
    '2012-13-45',
    '31/11/2012',
    '2012/02/30',
    'Fri, 30 Foo 2012 00:13:10',
    '2013-366',
  ])('refuses %s', (value) => {
    expect(parse(value)).toBeUndefined();
  });

  it('reads a zone-less value in the Input-Timezone', () => {
    const paris = createDateParser(ISO_DATE_FORMAT, 'Europe/Paris');
    expect(paris('2012/11/30 00:13:10')).toBe(at('2012-11-29T23:13:10Z'));
    expect(paris('Fri, 30 Nov 2012 00:13:10 +0000')).toBe(at('2012-11-30T00:13:10Z'));
  });
});
