import { createIntl } from 'react-intl';
import en from '../../shared/i18n/locales/en.json';
import fr from '../../shared/i18n/locales/fr.json';
import { formatReportValue } from './report-values.js';

const english = createIntl({ locale: 'en', messages: en });
const french = createIntl({ locale: 'fr', messages: fr });

describe('formatReportValue', () => {
  it.each(['nb-ecs', 'on-campus-accesses', 'off-campus-accesses'])(
    'groups the digits of the count %s in the page language',
    (key) => {
      expect(formatReportValue(english, key, 3126)).toBe('3,126');
      // French groups digits with a narrow no-break space.
      expect(formatReportValue(french, key, 3126)).toMatch(/^3\s126$/);
    },
  );

  it('words yes and no in the page language', () => {
    expect(formatReportValue(french, 'Job-Done', true)).toBe('Oui');
    expect(formatReportValue(french, 'predefined-settings', false)).toBe('Non');
    expect(formatReportValue(english, 'activated', true)).toBe('Yes');
  });

  it('writes the commit days as the other dates of the page', () => {
    expect(formatReportValue(french, 'git-date', '2026-12-05')).toBe('05 déc. 2026');
    expect(formatReportValue(english, 'platforms-date', '2026-12-05')).toBe('2026 Dec 05');
    expect(formatReportValue(english, 'git-date', 'unknown')).toBe('unknown');
  });

  it('leaves a value it cannot read as the report writes it', () => {
    expect(formatReportValue(english, 'on-campus-accesses', 'n/a')).toBeNull();
  });
});
