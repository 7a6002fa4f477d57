import { createHttpError } from '../../test/builders.js';
import { createIntl } from 'react-intl';
import { mergeCatalogs } from '../../shared/i18n/locale.js';
import en from '../../shared/i18n/locales/en.json';
import fr from '../../shared/i18n/locales/fr.json';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { isJwtShaped, listIndexNames } from './ezmesure.api.js';
import { describeEzmesureFailure, describeIndexingError } from './ezmesure-failure.js';
import { ezmesureMessages } from './ezmesure.messages.js';

describe('isJwtShaped', () => {
  it.each([
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', true],
    [' a.b.c ', true],
    ['a.b', false],
    ['a.b.c.d', false],
    ['not a token', false],
  ])('%s → %s', (token, expected) => {
    expect(isJwtShaped(token)).toBe(expected);
  });
});

describe('listIndexNames', () => {
  it("lists the keys of ezMESURE's indices, sorted", () => {
    expect(listIndexNames({ indices: { 'univ-b': { count: 2 }, 'univ-a': {} } })).toEqual([
      'univ-a',
      'univ-b',
    ]);
  });

  it('gives nothing when the answer has no indices', () => {
    expect(listIndexNames({})).toEqual([]);
  });

  it('refuses an answer that is not an object', () => {
    expect(() => listIndexNames('nope')).toThrow();
  });
});

// What the dialog says when the server could not send the file: a sentence saying what to do,
// never the server's bare reason code (`ezmesureUnreachable` was shown as is).
describe('describeEzmesureFailure', () => {
  const failure = (status: number, message: string) =>
    createHttpError(status, { code: status, kind: 'SERVICE_UNAVAILABLE', message });

  it.each([
    [failure(502, 'ezmesureUnreachable'), ezmesureMessages.unreachable, undefined],
    [
      failure(502, 'ezmesureRefused: 401 {"error":"invalid token"}'),
      ezmesureMessages.refused,
      { reason: '401 {"error":"invalid token"}' },
    ],
    [failure(404, 'csvResultNotFound'), ezmesureMessages.noCsvResult, undefined],
    [failure(404, 'ezmesureInstanceNotFound'), ezmesureMessages.instanceGone, undefined],
    [failure(503, 'ezmesureNotConfigured'), ezmesureMessages.instanceGone, undefined],
    [failure(500, 'boom'), errorMessages.cannotSendToEzmesure, undefined],
    [new Error('network'), errorMessages.cannotSendToEzmesure, undefined],
  ])('%#', (error, message, values) => {
    expect(describeEzmesureFailure(error)).toEqual({ message, values });
  });
});

describe('describeIndexingError', () => {
  const intlFor = (locale: 'en' | 'fr') =>
    createIntl({ locale, messages: mergeCatalogs(locale, { fr, en }) });

  it('words an object error by its reason and line, in the page language', () => {
    expect(describeIndexingError(intlFor('fr'), { reason: 'bad date', line: 3 })).toBe(
      'ligne 3\u00a0: bad date',
    );
    expect(describeIndexingError(intlFor('en'), { message: 'invalid', line: '7' })).toBe(
      'line 7: invalid',
    );
    expect(describeIndexingError(intlFor('en'), { error: 'no index' })).toBe('no index');
  });

  it('keeps a text as is, and anything else as JSON', () => {
    expect(describeIndexingError(intlFor('en'), 'line 7: invalid')).toBe('line 7: invalid');
    expect(describeIndexingError(intlFor('en'), { code: 12 })).toBe('{"code":12}');
  });
});
