import { createIntl } from 'react-intl';
import { mergeCatalogs } from '../../shared/i18n/locale.js';
import en from '../../shared/i18n/locales/en.json';
import fr from '../../shared/i18n/locales/fr.json';
import { formatReportNotice } from './report-notices.js';

const intlFor = (locale: 'en' | 'fr') =>
  createIntl({ locale, messages: mergeCatalogs(locale, { fr, en }) });

const partlyUnreadable = {
  key: 'alert-dates',
  code: 'unreadable-dates',
  params: { dateFormat: 'YYYY-MM-DD', lines: 12345, parsedLines: 20000 },
};

// Large logs give counts in the tens of thousands: written as the page's language writes them.
describe('the figures of a report notice', () => {
  it('are grouped as French groups them', () => {
    expect(formatReportNotice(intlFor('fr'), partlyUnreadable)).toBe(
      'Date-Format «\u00a0YYYY-MM-DD\u00a0» ne sait pas lire la date de 12\u202f345 des 20\u202f000 lignes lues par le format de log\u202f; ces lignes sont écartées',
    );
  });

  it('are grouped as English groups them', () => {
    expect(formatReportNotice(intlFor('en'), partlyUnreadable)).toBe(
      'Date-Format "YYYY-MM-DD" cannot read the date of 12,345 of the 20,000 lines read by the log format; such lines are left out',
    );
  });
});
