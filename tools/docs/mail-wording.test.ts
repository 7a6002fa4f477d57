import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JOB_ERROR_HEADLINES } from '../../libs/mail/src/templates/job-error-headlines.js';
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

// The same for the sentence of a failed job's code: the failure mail and the process page say it
// alike, and every code the web app words is worded in the mail.
describe('job error sentences', () => {
  it.each(['en', 'fr'] as const)('are the same in the mail and in the web app (%s)', (locale) => {
    const web = webMessages(locale);
    const webCodes = Object.keys(web)
      .map((key) => /^jobErrors\.([0-9]+)$/.exec(key)?.[1])
      .filter((code) => code !== undefined);
    const mail = JOB_ERROR_HEADLINES[locale];
    expect(Object.keys(mail).sort()).toEqual(webCodes.sort());
    for (const [code, sentence] of Object.entries(mail)) {
      expect([code, sentence]).toEqual([code, web[`jobErrors.${code}`]]);
    }
  });
});
