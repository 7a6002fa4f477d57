import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'euromonitor',
  longName: 'Euromonitor International',
  docUrl: 'http://ang.couperin.org/platforms/54db34f0eb3a852d79e1d50c',
  status: 'beta',
  domains: [
    'www.portal.euromonitor.com',
    'portal.euromonitor.com',
    'euromonitor.com',
    'microfrontend-passport.euromonitor.com',
    'download.portal.euromonitor.com',
  ],
  rules: [
    {
      path: /^\/documents\/(?<id>[0-9]+\/[a-z]+\/[^/.]+)\.[a-z]+$/i,
      fields: { rtype: 'ANALYSIS', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/dashboard\/dashboarddetails$/i,
      query: { id: /^(?<id>[0-9a-f-]+)$/i },
      fields: { rtype: 'MAP', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/CountryReportsApi\/download-report$/i,
      query: { documentId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ANALYSIS', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/portal\/analysis\/downloadpdf$/i,
      query: { analysisId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'REPORT', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    // Ajax calls of the old portal: the timestamp `_` is the only identifier they carry.
    {
      path: /^\/portal\/dashboard\/analysisrelateddashboards$/i,
      query: { analysisId: /^(?<id>[0-9]+)$/, _: /^(?<stamp>[0-9]+)$/ },
      fields: { rtype: 'REPORT', mime: 'HTML', title_id: '{id}', unitid: '{stamp}' },
    },
    {
      path: /^\/portal\/statisticsevolution\/[a-z]+$/i,
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{q._}' },
    },
    { path: /^\/analysis\/tab\/?$/i, fields: { rtype: 'ANALYSIS', mime: 'HTML' } },
    { path: /^\/StatisticsEvolution\/index\/?$/i, fields: { rtype: 'DATASET', mime: 'HTML' } },
    {
      path: /^\/(?:resultslist\/index|searchui\/main\.js)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
