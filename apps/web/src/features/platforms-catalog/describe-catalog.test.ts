import { createIntl } from 'react-intl';
import type { PlatformsCatalogStatus } from '@sillage/shared-types';
import { mergeCatalogs, type Locale } from '../../shared/i18n/locale.js';
import en from '../../shared/i18n/locales/en.json';
import fr from '../../shared/i18n/locales/fr.json';
import { describeCatalog } from './describe-catalog.js';

const intlFor = (locale: Locale) =>
  createIntl({ locale, messages: mergeCatalogs(locale, { en, fr }) });

const configured = (known: Partial<PlatformsCatalogStatus>): PlatformsCatalogStatus => ({
  state: 'ready',
  origin: 'configured',
  ...known,
});

describe('describeCatalog', () => {
  it.each([
    ['en', {}, 'Platforms are recognised by the configured pack, of an unknown version.'],
    ['fr', {}, 'Les plateformes sont reconnues par le paquet configuré, de version inconnue.'],
    ['en', { version: 'v2.1' }, 'Platforms are recognised by the configured pack, version v2.1.'],
    [
      'fr',
      { date: '2025-03-01' },
      'Les plateformes sont reconnues par le paquet configuré, daté du 01 mars 2025.',
    ],
    [
      'en',
      { version: 'v2.1', date: '2025-03-01' },
      'Platforms are recognised by the configured pack, version v2.1 of 2025 Mar 01.',
    ],
  ] as const)('words a ready pack with what is known of it (%s, %j)', (locale, known, text) => {
    expect(describeCatalog(configured(known), intlFor(locale))).toBe(text);
  });
});
