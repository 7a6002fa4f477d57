import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'evidal',
  longName: 'Evidal',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5538f4f1ff5aa1923d603147',
  publisherName: 'VIDAL Group',
  status: 'beta',
  domains: ['evidal.vidal.fr'],
  rules: [
    {
      path: /^\/medicament\/html\/(?<id>[0-9]+)\/[^/]+\.html$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/medicament\/pdf\.html$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/baseDocumentaire\/pdf\.html$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/actualites\/details\/id:(?<id>[0-9]+)(?:\/.*)?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/analyse-ordonnance\.html$/i, fields: { rtype: 'ANALYSIS', mime: 'HTML' } },
  ],
});
