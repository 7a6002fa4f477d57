import { JOB_STATUS_CODES } from '@sillage/shared-types';
import en from '../../shared/i18n/locales/en.json';
import fr from '../../shared/i18n/locales/fr.json';
import { JOB_ERROR_STEPS, jobErrorCodeMessages } from './job-errors.messages.js';

describe('job error texts', () => {
  const codes = Object.keys(JOB_STATUS_CODES);

  it('give every job status code a sentence and a next step, in French and English', () => {
    for (const catalog of [en, fr] as Record<string, string>[]) {
      const missing = codes.filter(
        (code) => !catalog[`jobErrors.${code}`] || !catalog[`jobErrors.${code}.next`],
      );
      expect(missing).toEqual([]);
    }
    expect(Object.keys(JOB_ERROR_STEPS).sort()).toEqual(codes.sort());
    expect(Object.keys(jobErrorCodeMessages)).toHaveLength(codes.length * 2);
  });

  it('send the lines of a log that matches no format to the format assistant', () => {
    expect(JOB_ERROR_STEPS[4003]).toBe('format');
    expect((fr as Record<string, string>)['jobErrors.4003']).toBe(
      'Aucune ligne ne correspond au format de log.',
    );
  });

  it('send a file that is no text log back to the files, not to the format assistant', () => {
    // 4022 (no line break in the first 100 000 bytes) and 4002 (an archive, a PDF): opening the
    // format assistant with binary bytes helped no one.
    expect([JOB_ERROR_STEPS[4002], JOB_ERROR_STEPS[4022]]).toEqual(['files', 'files']);
    expect((en as Record<string, string>)['jobErrors.4022']).toMatch(/first line is far longer/);
  });

  it('point a refused notification at its addresses, the usual cause, not only at its kind', () => {
    // "mail<not-an-email>" is a supported kind with a malformed address: the server says 4021.
    const catalogs = [en, fr] as Record<string, string>[];
    expect(catalogs.map((catalog) => catalog['jobErrors.4021.next'])).toEqual([
      expect.stringMatching(/well-formed email addresses, 20 at most/),
      expect.stringMatching(/adresses électroniques bien formées, 20 au plus/),
    ]);
  });
});
