import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createHmac, getHashes } from 'node:crypto';
import { canonicalDigestName, CRYPTING_ALGORITHMS, parseJobSettings } from '@sillage/shared-types';
import { createAnonymizer, isSupportedHashAlgorithm } from './index.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
const GOLDEN_SALT = 'anchor-salt';

describe('createAnonymizer', () => {
  it.each([
    ['host', '66.65.65.107', '583e480ff5a69cd2c110a3565bef572707015f96'],
    ['login', 'THEODORE_MCCLURE', 'a2c8bdc6b02441b242aa6ce267dfbe0dd1f1996d'],
  ])('hashes %s like the reference (HMAC-SHA1, salt "anchor-salt")', (field, value, expected) => {
    const event: Record<string, string> = { [field]: value };
    createAnonymizer({ fields: ['host', 'login'], salt: GOLDEN_SALT })(event);
    expect(event[field]).toBe(expected);
  });

  it('matches the host and login columns of the golden geolocalize result', async () => {
    const line =
      (await readFile(path.join(ACCEPTANCE, 'logs/geolocalize.log'), 'utf8')).split('\n')[0] ?? '';
    const [host = '', , login = ''] = line.split(' ');
    const golden = gunzipSync(
      await readFile(path.join(ACCEPTANCE, 'golden/geolocalize.log.csv.gz')),
    )
      .toString('utf8')
      .split('\n');
    const columns = (golden[0] ?? '').split(';');
    const values = (golden[1] ?? '').split(';');
    const event = { host, login };
    createAnonymizer({ fields: ['host', 'login'], salt: GOLDEN_SALT })(event);
    expect(event).toEqual({
      host: values[columns.indexOf('host')],
      login: values[columns.indexOf('login')],
    });
  });

  it('leaves empty, missing and unlisted fields alone', () => {
    const event: Record<string, string> = { host: '', url: 'http://example.org/' };
    createAnonymizer({ fields: ['host', 'login', ''], salt: GOLDEN_SALT })(event);
    expect(event).toEqual({ host: '', url: 'http://example.org/' });
  });

  it.each([
    ['sha256', 64],
    ['SHA256', 64],
    ['md5', 32],
    ['sha512', 128],
  ])('accepts %s', (algorithm, hexLength) => {
    const event = { login: 'someone' };
    createAnonymizer({ fields: ['login'], algorithm, salt: 's' })(event);
    expect(event.login).toMatch(new RegExp(`^[0-9a-f]{${hexLength}}$`));
  });

  it.each(['sha0', 'rot13', '', 'shake128'])('rejects the algorithm %j', (algorithm) => {
    expect(() => createAnonymizer({ fields: ['login'], algorithm })).toThrow(/Crypting-Algorithm/);
    expect(isSupportedHashAlgorithm(algorithm)).toBe(false);
  });

  // The reference handed the header to OpenSSL, which knows each digest under several names.
  it("takes OpenSSL's other names of a digest, and they hash as the digest does", () => {
    const aliases = getHashes().filter((name) =>
      (CRYPTING_ALGORITHMS as readonly string[]).includes(canonicalDigestName(name)),
    );
    expect(aliases).toEqual(
      expect.arrayContaining(['RSA-SHA256', 'sha256WithRSAEncryption', 'RSA-SHA512/224', 'rmd160']),
    );
    for (const name of aliases) {
      const parsed = parseJobSettings({ 'Crypting-Algorithm': name });
      expect({ name, ok: parsed.ok }).toEqual({ name, ok: true });
      const algorithm = parsed.ok ? parsed.settings.cryptingAlgorithm : '';
      const hash = (digest: string) => createHmac(digest, 'salt').update('value').digest('hex');
      expect({ name, hash: hash(algorithm) }).toEqual({ name, hash: hash(name) });
    }
    expect(parseJobSettings({ 'Crypting-Algorithm': 'md5-sha1' }).ok).toBe(false);
  });

  it('gives the same hash to the same value in different fields, and keeps doing so past its cache size', () => {
    const anonymize = createAnonymizer({
      fields: ['host', 'login'],
      salt: GOLDEN_SALT,
      cacheSize: 1,
    });
    const events = [
      { host: 'x', login: 'x' },
      { host: '66.65.65.107', login: 'x' },
      { host: '66.65.65.107', login: '' },
    ];
    events.forEach((event) => {
      anonymize(event);
    });
    expect(events[0]?.host).toBe(events[0]?.login);
    expect(events[1]?.login).toBe(events[0]?.login);
    expect(events[2]).toEqual({ host: '583e480ff5a69cd2c110a3565bef572707015f96', login: '' });
  });

  it('is stable within one anonymizer and differs between two without a salt', () => {
    const first = createAnonymizer({ fields: ['login'] });
    const second = createAnonymizer({ fields: ['login'] });
    const a = { login: 'someone' };
    const b = { login: 'someone' };
    const c = { login: 'someone' };
    first(a);
    first(b);
    second(c);
    expect(a.login).toBe(b.login);
    expect(c.login).not.toBe(a.login);
  });
});
