import { createIntl } from 'react-intl';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { describeCode, formatResourceLabel } from './resource-labels.js';

const english = createIntl({ locale: 'en', messages: en });
const french = createIntl({ locale: 'fr', messages: fr });

describe('resource type and format labels', () => {
  it.each([
    [english, 'rtype', 'ARTICLE', 'Article'],
    [english, 'rtype', 'BOOK_SECTION', 'Book section'],
    [english, 'rtype', 'TOC', 'Table of contents'],
    [english, 'mime', 'PDF', 'PDF document'],
    [french, 'rtype', 'BOOK_SECTION', 'Section de livre'],
    [french, 'rtype', 'TOC', 'Sommaire'],
    [french, 'rtype', 'SEARCH', 'Recherche'],
    [french, 'mime', 'HTML', 'Page HTML'],
    [french, 'mime', 'dataverse_json', 'Données JSON Dataverse'],
  ] as const)('names a known code in the page language (%#)', (intl, kind, code, label) => {
    expect(formatResourceLabel(intl, kind, code)).toBe(label);
  });

  it('keeps a code it does not know as the platform wrote it', () => {
    expect(formatResourceLabel(french, 'rtype', 'PULSAR')).toBe('PULSAR');
    expect(formatResourceLabel(english, 'mime', 'WEIRD')).toBe('WEIRD');
    // A code named like an Object property is not a known code either.
    expect(formatResourceLabel(english, 'rtype', 'constructor')).toBe('constructor');
  });

  it('says the code beside a label, and nothing more when there is no label', () => {
    expect(describeCode('Article', 'ARTICLE')).toBe('Article (ARTICLE)');
    expect(describeCode('PULSAR', 'PULSAR')).toBe('PULSAR');
  });
});
