import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE_MAX_AGE_S,
  mergeCatalogs,
  readLocaleChosen,
  readLocaleCookie,
  resolveLocale,
  serializeLocaleCookie,
} from './locale.js';

describe('readLocaleCookie', () => {
  it.each([
    ['sillage_i18n=en', 'en'],
    ['a=1; sillage_i18n=fr; b=2', 'fr'],
    ['sillage_i18n=de', null],
    ['other_i18n=en', null],
    ['', null],
  ])('reads %j as %j', (cookie, expected) => {
    expect(readLocaleCookie(cookie)).toBe(expected);
  });
});

describe('readLocaleChosen', () => {
  it.each([
    ['sillage_i18n=en; sillage_i18n_chosen=true', true],
    ['sillage_i18n_chosen=true', true],
    ['sillage_i18n=en', false],
    ['sillage_i18n_chosen=false', false],
    ['', false],
  ])('reads %j as %j', (cookie, expected) => {
    expect(readLocaleChosen(cookie)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it('defaults to French without a cookie', () => {
    expect(resolveLocale('')).toBe('fr');
    expect(DEFAULT_LOCALE).toBe('fr');
  });

  it('follows the cookie when it names a supported language', () => {
    expect(resolveLocale('sillage_i18n=en')).toBe('en');
  });

  it('ignores an unsupported language in the cookie', () => {
    expect(resolveLocale('sillage_i18n=xx')).toBe('fr');
  });
});

describe('serializeLocaleCookie', () => {
  it('keeps the choice for 365 days on the whole site', () => {
    const cookie = serializeLocaleCookie('en');
    expect(cookie).toMatch(/^sillage_i18n=en;/);
    expect(cookie).toContain(`Max-Age=${365 * 24 * 3600}`);
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(cookie).toContain('Path=/');
  });
});

describe('mergeCatalogs', () => {
  const catalogs = {
    fr: { shared: 'fr-shared', onlyFr: 'fr-only' },
    en: { shared: 'en-shared', onlyEn: 'en-only' },
  };

  it('prefers the locale, then falls back to English, then French', () => {
    expect(mergeCatalogs('en', catalogs)).toEqual({
      shared: 'en-shared',
      onlyEn: 'en-only',
      onlyFr: 'fr-only',
    });
  });

  it('fills a key missing in French from English', () => {
    expect(mergeCatalogs('fr', catalogs)).toEqual({
      shared: 'fr-shared',
      onlyEn: 'en-only',
      onlyFr: 'fr-only',
    });
  });
});
