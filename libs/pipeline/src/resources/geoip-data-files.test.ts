import { readFileSync } from 'node:fs';
import path from 'node:path';
import geoipLite from 'geoip-lite';
import { GeoipDataFiles, geoipLiteDataDir } from './geoip-data-files.js';

// A small deterministic generator, so a failure names an address that can be tried again.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state;
  };
}

function ipv4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

function picked(answer: { country: string; region: string; city: string; ll: unknown } | null) {
  return answer === null
    ? null
    : { country: answer.country, region: answer.region, city: answer.city, ll: answer.ll };
}

describe('GeoipDataFiles', () => {
  const files = new GeoipDataFiles();
  afterAll(() => {
    files.close();
  });

  function expectSameAsGeoipLite(addresses: readonly string[]): void {
    const differences = addresses
      .map((ip) => ({ ip, ours: picked(files.lookup(ip)), theirs: picked(geoipLite.lookup(ip)) }))
      .filter(({ ours, theirs }) => JSON.stringify(ours) !== JSON.stringify(theirs));
    expect(differences).toEqual([]);
  }

  it('answers like geoip-lite at every kind of IPv4 range boundary', () => {
    const data = readFileSync(path.join(geoipLiteDataDir(), 'geoip-city.dat'));
    const addresses: string[] = [];
    for (let record = 0; record < data.length / 24; record += 997) {
      const start = data.readUInt32BE(record * 24);
      const end = data.readUInt32BE(record * 24 + 4);
      for (const n of [start, end, start - 1, end + 1, Math.floor((start + end) / 2)]) {
        if (n >= 0 && n <= 0xffffffff) {
          addresses.push(ipv4(n));
        }
      }
    }
    expect(addresses.length).toBeGreaterThan(10_000);
    expectSameAsGeoipLite(addresses);
  });

  it('answers like geoip-lite for random, private and special IPv4 addresses', () => {
    const next = random(20261125);
    const addresses = Array.from({ length: 20_000 }, () => ipv4(next()));
    addresses.push('10.1.2.3', '172.16.0.1', '192.168.255.255', '127.0.0.1', '0.0.0.0');
    addresses.push(
      '255.255.255.255',
      '66.65.65.107',
      '::ffff:66.65.65.107',
      '0:0:0:0:0:FFFF:8.8.8.8',
    );
    expectSameAsGeoipLite(addresses);
  });

  it('answers like geoip-lite for IPv6 addresses, compressed or not', () => {
    const data = readFileSync(path.join(geoipLiteDataDir(), 'geoip-city6.dat'));
    const next = random(7);
    const hex = (n: number) => (n & 0xffff).toString(16);
    const addresses: string[] = ['::1', '::', '2001:db8::1', 'fe80::1', '2a01:cb00::'];
    for (let record = 0; record < data.length / 48; record += 4999) {
      const words = [0, 2, 4, 6].map((offset) => data.readUInt16BE(record * 48 + offset));
      const [a = 0, b = 0, c = 0, d = 0] = words;
      addresses.push(`${hex(a)}:${hex(b)}:${hex(c)}:${hex(d)}:0:0:0:1`);
      addresses.push(`${hex(a)}:${hex(b)}::${hex(next())}`);
      addresses.push(`${hex(a)}:${hex(b)}:${hex(c)}::`);
    }
    for (let i = 0; i < 2000; i += 1) {
      addresses.push(
        Array.from({ length: 8 }, () => hex(next())).join(':'),
        `${hex(0x2000 + (next() % 0x1000))}:${hex(next())}::${hex(next())}`,
      );
    }
    expectSameAsGeoipLite(addresses);
  });

  it('answers nothing for what is not an address', () => {
    for (const text of ['', 'localhost', '1.2.3', '1.2.3.4.5', 'gggg::1']) {
      expect(files.lookup(text)).toBeNull();
    }
  });
});
