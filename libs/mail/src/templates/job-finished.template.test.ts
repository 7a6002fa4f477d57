import { renderJobFinishedMail } from './job-finished.template.js';

describe('the job-finished mail', () => {
  it.each(['fr', 'en'] as const)('ends no line with a space (%s)', (locale) => {
    // The report writes the duration as the reference does: `0 s ` (a space at the end).
    const mail = renderJobFinishedMail(locale, {
      appName: 'Sillage',
      jobId: 'job-1',
      status: 'completed',
      reportUrl: 'https://sillage.example.org/report/job-1',
      report: { general: { 'nb-lines-input': 3, 'nb-ecs': 2, 'Job-Duration': '0 s ' } },
      errorMessage: null,
    });
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line.endsWith(' '))).toEqual([]);
    // Screen readers read the HTML part in the mail's language.
    expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`));
    expect(lines).toContain(locale === 'fr' ? 'Durée\u00a0: 0 s' : 'Duration: 0 s');
  });
});

describe('the denied accesses of the mail', () => {
  const mail = (locale: 'fr' | 'en', denied: number) =>
    renderJobFinishedMail(locale, {
      appName: 'Sillage',
      jobId: 'job-1',
      status: 'completed',
      reportUrl: 'https://sillage.example.org/report/job-1',
      report: { general: { 'nb-ecs': 10, 'nb-denied-ecs': denied } },
    }).text.split('\n');

  it('are counted when there were some, in the reader’s language', () => {
    expect(mail('en', 3)).toContain('Denied accesses: 3');
    expect(mail('fr', 1200)).toContain('Accès refusés\u00a0: 1\u202f200');
  });

  it('are left out when there were none', () => {
    expect(mail('en', 0).some((line) => line.startsWith('Denied'))).toBe(false);
  });
});

describe('the figures of the mail', () => {
  const figures = (locale: 'fr' | 'en') =>
    renderJobFinishedMail(locale, {
      appName: 'Sillage',
      jobId: 'job-1',
      status: 'completed',
      reportUrl: 'https://sillage.example.org/report/job-1',
      report: {
        general: { 'nb-lines-input': 1234567, 'nb-ecs': 121650, 'Rejection-Rate': '90.14 %' },
        rejets: { 'nb-lines-unknown-domains': 1002345 },
      },
      errorMessage: null,
    }).text.split('\n');

  it('are written as French writes them in a French mail', () => {
    const lines = figures('fr');
    expect(lines).toContain('Lignes lues\u00a0: 1\u202f234\u202f567');
    expect(lines).toContain('Taux de rejet\u00a0: 90,14\u00a0%');
    expect(lines.some((line) => line.endsWith('\u00a0: 1\u202f002\u202f345'))).toBe(true);
  });

  it('are written as English writes them in an English mail', () => {
    const lines = figures('en');
    expect(lines).toContain('Lines read: 1,234,567');
    expect(lines).toContain('Rejection rate: 90.14%');
  });
});

describe('a failed job in the mail', () => {
  const failed = (locale: 'fr' | 'en', errorCode: number | null, errorMessage: string | null) =>
    renderJobFinishedMail(locale, {
      appName: 'Sillage',
      jobId: 'job-1',
      status: 'error',
      reportUrl: 'https://sillage.example.org/report/job-1',
      errorCode,
      errorMessage,
    }).text.split('\n');

  it('names the problem in the reader’s language, then gives the server’s own words', () => {
    const message = 'Date-Format "bogus" has no calendar date.';
    expect(failed('fr', 4028, message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Erreur\u00a0: .*paramètres/),
        `Détail du serveur (en anglais)\u00a0: ${message}`,
      ]),
    );
    expect(failed('en', 4028, message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Error: .*settings/),
        `Server detail: ${message}`,
      ]),
    );
  });

  it('leaves out the server’s words when they are only the code’s general wording', () => {
    const lines = failed('fr', 4003, 'Line format was not recognized');
    expect(lines).toContain('Erreur\u00a0: Aucune ligne ne correspond au format de log.');
    expect(lines.join('\n')).not.toContain('Line format was not recognized');
  });

  it('keeps the server’s words alone for a code it has no sentence for', () => {
    expect(failed('fr', 4999, 'Something new.')).toContain('Erreur\u00a0: Something new.');
    expect(failed('en', null, 'Something new.')).toContain('Error: Something new.');
  });
});

describe('the reject files of the mail', () => {
  const files = {
    'nb-lines-unknown-domains': 'https://sillage.example.org/job-1/lines-unknown-domains.log',
    'nb-denied-ecs': 'https://sillage.example.org/job-1/denied-ecs.csv',
  };
  const mail = (rejectFiles: typeof files | undefined) =>
    renderJobFinishedMail('en', {
      appName: 'Sillage',
      jobId: 'job-1',
      status: 'completed',
      reportUrl: 'https://sillage.example.org/report/job-1',
      rejectFiles,
      report: {
        general: { 'nb-ecs': 10, 'nb-denied-ecs': 2 },
        rejets: { 'nb-lines-unknown-domains': 5, 'nb-lines-ignored-domains': 4 },
      },
    });

  it('are linked beside their counts, in the text and as anchors in the HTML', () => {
    const rendered = mail(files);
    const lines = rendered.text.split('\n');
    expect(lines).toContain(`  - Unknown domains: 5 (${files['nb-lines-unknown-domains']})`);
    expect(lines).toContain(`Denied accesses: 2 (${files['nb-denied-ecs']})`);
    // A counter whose lines were not kept in a file has no link.
    expect(lines).toContain('  - Ignored domains: 4');
    for (const link of Object.values(files)) {
      expect(rendered.html).toContain(`<a href="${link}">${link}</a>`);
    }
  });

  it('leave the counts alone when the job kept no file', () => {
    const lines = mail(undefined).text.split('\n');
    expect(lines).toContain('  - Unknown domains: 5');
    expect(lines).toContain('Denied accesses: 2');
  });
});
