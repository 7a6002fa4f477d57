import { renderReportHtml } from './report-html.js';

describe('the HTML report page', () => {
  const sentence =
    'Native platform rules only: the community platforms catalog has not been fetched yet.';
  const report = {
    general: { 'Job-ID': 'job-1', 'platforms-notice': sentence },
    alerts: { 'active-alerts': 'unknown-domains', 'alert-platforms': sentence },
    notices: [
      { key: 'platforms-notice', code: 'catalog-not-fetched', params: {} },
      { key: 'alert-platforms', code: 'catalog-not-fetched', params: {} },
    ],
  };

  it('words the report sentences in French from their codes', () => {
    const page = renderReportHtml(report, 'fr', 'Sillage');
    const french =
      'Règles natives des plateformes seules\u00a0: le catalogue communautaire des plateformes n&#39;a pas encore été récupéré.';
    expect(page.split(`<td>${french}</td>`)).toHaveLength(3);
    expect(page).not.toContain(sentence);
    // The codes word the rows; they are no section of their own.
    expect(page).not.toContain('catalog-not-fetched');
  });

  it('words the skipped pack platforms in French, naming them', () => {
    const skipped = 'Platforms skipped, their manifest.json cannot be used: acs';
    const page = renderReportHtml(
      {
        alerts: { 'alert-pack-platforms': skipped },
        notices: [
          {
            key: 'alert-pack-platforms',
            code: 'pack-platforms-skipped',
            params: { platforms: 'acs' },
          },
        ],
      },
      'fr',
      'Sillage',
    );
    expect(page).toContain(
      '<td>Plateformes ignorées, leur manifest.json n&#39;est pas utilisable\u00a0: acs</td>',
    );
    expect(page).not.toContain(skipped);
  });

  it('keeps the English sentences in English, and those of a report without notices', () => {
    expect(renderReportHtml(report, 'en', 'Sillage').split(`<td>${sentence}</td>`)).toHaveLength(3);
    const { notices: _notices, ...older } = report;
    expect(renderReportHtml(older, 'fr', 'Sillage').split(`<td>${sentence}</td>`)).toHaveLength(3);
  });
});
