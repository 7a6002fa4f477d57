import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REJECT_LABELS } from '../../libs/mail/src/templates/reject-labels.js';

const ROOT = path.resolve(__dirname, '../..');

/** The web app's messages in one language (its translation file). */
function webMessages(locale: 'en' | 'fr'): Record<string, string> {
  const file = path.join(ROOT, 'apps/web/src/shared/i18n/locales', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

// The mail cannot import the web app's translations: this keeps the two wordings of a reject
// counter the same, so a mail and the report page it links to name a reject alike.
describe('reject labels', () => {
  it.each(['en', 'fr'] as const)(
    'are the same in the mail and on the report page (%s)',
    (locale) => {
      const web = webMessages(locale);
      const mail = REJECT_LABELS[locale];
      expect(Object.keys(mail).length).toBeGreaterThan(0);
      for (const [key, label] of Object.entries(mail)) {
        expect([key, label]).toEqual([key, web[`report.rejects.${key}`]]);
      }
    },
  );
});
