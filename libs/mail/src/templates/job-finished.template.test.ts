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
    expect(lines).toContain(locale === 'fr' ? 'Durée\u00a0: 0 s' : 'Duration: 0 s');
  });
});
