import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createGeolocator, pickLastAddress, type Geolocator } from './index.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');

describe('pickLastAddress', () => {
  it.each([
    ['a single address', '66.65.65.107', '66.65.65.107'],
    ['a proxy chain', '10.0.0.1, 66.65.65.107', '66.65.65.107'],
    ['a chain without spaces', '10.0.0.1,66.65.65.107', '66.65.65.107'],
    ['padding', '  66.65.65.107 ', '66.65.65.107'],
    ['a trailing comma', '66.65.65.107,', ''],
  ])('%s', (_case, host, expected) => {
    expect(pickLastAddress(host)).toBe(expected);
  });
});

describe('createGeolocator', () => {
  let geolocator: Geolocator;
  beforeAll(async () => {
    geolocator = await createGeolocator();
  });

  it('locates the reference geolocalize.log host in Queens, NY, US', async () => {
    const line =
      (await readFile(path.join(ACCEPTANCE, 'logs/geolocalize.log'), 'utf8')).split('\n')[0] ?? '';
    const host = line.split(' ')[0] ?? '';
    expect(geolocator.locate(host)).toEqual({
      'geoip-host': '66.65.65.107',
      'geoip-country': 'US',
      'geoip-region': 'NY',
      'geoip-city': 'Queens',
      'geoip-latitude': '40.66',
      'geoip-longitude': '-73.839',
      'geoip-coordinates': '[40.66,-73.839]',
    });
  });

  // 1.1.1.1 is in a range the database lists without a location: the reference's golden result
  // for unordered-ecs.log has empty country, region and city, no latitude nor longitude, and
  // `[,]` as coordinates — never the text "null".
  it('leaves latitude and longitude unset for a listed address without a location', () => {
    expect(geolocator.locate('1.1.1.1')).toEqual({
      'geoip-host': '1.1.1.1',
      'geoip-country': '',
      'geoip-region': '',
      'geoip-city': '',
      'geoip-coordinates': '[,]',
    });
  });

  it('uses the last address of a chain', () => {
    expect(geolocator.locate('192.168.0.1, 66.65.65.107')?.['geoip-country']).toBe('US');
  });

  it('locates an IPv6 address', () => {
    expect(geolocator.locate('2a01:4f8:191:848b::2')?.['geoip-country']).toBe('DE');
  });

  it.each([
    ['an empty host', ''],
    ['a hostname', 'proxy.example.org'],
    ['an octet out of range', '999.65.65.107'],
    ['three octets', '66.65.65'],
    ['a private address', '192.168.1.1'],
    ['a chain ending with a comma', '66.65.65.107,'],
    ['garbage', '::::zz'],
  ])('finds nothing for %s', (_case, host) => {
    expect(geolocator.locate(host)).toBeUndefined();
  });

  it('replaces the decimal point when asked, but not in coordinates', async () => {
    const withComma = await createGeolocator({ decimalSeparator: ',' });
    const found = withComma.locate('66.65.65.107');
    expect([
      found?.['geoip-latitude'],
      found?.['geoip-longitude'],
      found?.['geoip-coordinates'],
    ]).toEqual(['40,66', '-73,839', '[40.66,-73.839]']);
  });
});
