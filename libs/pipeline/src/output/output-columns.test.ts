import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_OUTPUT_FIELDS, resolveOutputColumns } from './index.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');

describe('resolveOutputColumns', () => {
  it.each([
    ['the base alone', ['a', 'b'], [], [], [], ['a', 'b']],
    ['+fields after the base', ['a', 'b'], ['x', 'y'], [], [], ['a', 'b', 'x', 'y']],
    ['extras after +fields', ['a'], ['x'], [], ['geo', 'host'], ['a', 'x', 'geo', 'host']],
    [
      'no duplicates, first place kept',
      ['a', 'b'],
      ['b', 'x'],
      [],
      ['a', 'x', 'host', 'host'],
      ['a', 'b', 'x', 'host'],
    ],
    ['-fields removed from the base', ['a', 'b', 'c'], [], ['b'], [], ['a', 'c']],
    ['-fields removed from extras too', ['a'], [], ['host'], ['host', 'url'], ['a', 'url']],
    ['-field wins over +field', ['a'], ['x'], ['x'], [], ['a']],
    ['-field of an absent column is harmless', ['a'], [], ['zzz'], [], ['a']],
    ['empty names dropped', ['a', ''], [''], [], [''], ['a']],
  ])('keeps %s', (_case, base, add, remove, extras, expected) => {
    expect(resolveOutputColumns(base, { add, remove }, extras)).toEqual(expected);
  });

  it('does not modify its inputs', () => {
    const base = ['a'];
    resolveOutputColumns(base, { add: ['b'], remove: ['a'] }, ['c']);
    expect(base).toEqual(['a']);
  });
});

describe('DEFAULT_OUTPUT_FIELDS', () => {
  it('rebuilds the golden geolocalize header with the geoip defaults and the log-format fields', async () => {
    const golden = gunzipSync(
      await readFile(path.join(ACCEPTANCE, 'golden/geolocalize.log.csv.gz')),
    ).toString('utf8');
    const header = (golden.split('\n')[0] ?? '').split(';');
    const columns = resolveOutputColumns(DEFAULT_OUTPUT_FIELDS, { add: [], remove: [] }, [
      'geoip-country',
      'geoip-latitude',
      'geoip-longitude',
      'host',
      'identd',
      'login',
      'datetime',
      'url',
      'status',
      'size',
    ]);
    expect(DEFAULT_OUTPUT_FIELDS).toHaveLength(25);
    expect(columns).toEqual(header);
  });
});
