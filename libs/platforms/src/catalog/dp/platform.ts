import { definePlatform } from '../../rules/index.js';

// Data sheets and their exports are addressed by a session-scoped `sid` (`<hex>$<n>`).
const SID = /^(?<sid>[0-9a-f]+\$[0-9]+)$/i;

export default definePlatform({
  name: 'dp',
  longName: 'Data-Planet',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b0dd3b143bc876237716558',
  publisherName: 'SAGE Publishing',
  status: 'stable',
  domains: [
    'www.data-planet.com',
    'data-planet.com',
    'homepage.data-planet.com',
    'readyreference.data-planet.com',
    'statisticaldatasets.data-planet.com',
    'data-planet.libguides.com',
    'dataplanet.sagepub.com',
  ],
  rules: [
    {
      path: /^\/dataplanet\/datasheet\/Datasheet\.jsp$/i,
      query: { sid: SID },
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{sid}', unitid: '{sid}' },
    },
    {
      path: /^\/dataplanet\/DSH__[a-z]+$/i,
      query: { sid: SID },
      fields: { rtype: 'RECORD_VIEW', mime: 'MISC', title_id: '{sid}', unitid: '{sid}' },
    },
    {
      path: /^\/dataplanet\/Datasets\.html$/i,
      query: { id: /^(?<id>[0-9a-f-]+)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    // LibGuides
    {
      path: /^\/ld\.php$/i,
      query: { content_id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/srch_process[a-z_]*\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Home site pages
    { path: /^\/data-available\/?$/i, fields: { rtype: 'RECORD_VIEW', mime: 'HTML' } },
    { path: /^\/news\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
