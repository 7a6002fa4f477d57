import { checkCryptedFieldNames } from './crypted-field-check.js';

const EZPROXY = ['host', 'login', 'datetime', 'url', 'status', 'size'];

describe('checkCryptedFieldNames', () => {
  it.each([
    ['a plural', ['hosts', 'login'], 'host'],
    ['another case and a plural', ['host', 'Logins'], 'login'],
    ['a missing letter', ['hst', 'login'], 'host'],
    ['another name of the address', ['ip', 'login'], 'host'],
    ['another name of the login', ['host', 'user'], 'login'],
  ])('refuses %s of a field the log has and the list leaves out', (_case, crypted, field) => {
    const failure = checkCryptedFieldNames(crypted, EZPROXY);
    expect(failure?.status).toBe(4028);
    expect(failure?.message).toContain(`write "${field}"`);
  });

  it.each([
    ['the default list', ['host', 'login']],
    ['a field of the log under its own name', ['url']],
    ['a field another stage adds', ['host', 'login', 'geoip-host', 'doi']],
    ['a name close to a field that is already hashed', ['host', 'hosts', 'login']],
  ])('accepts %s', (_case, crypted) => {
    expect(checkCryptedFieldNames(crypted, EZPROXY)).toBeUndefined();
  });

  it('accepts a name the log really has (a CSV column "ip"), and a format without a login', () => {
    expect(
      checkCryptedFieldNames(['ip', 'user'], ['ip', 'user', 'url', 'datetime']),
    ).toBeUndefined();
    expect(checkCryptedFieldNames(['host', 'user'], ['host', 'url', 'datetime'])).toBeUndefined();
  });
});
