import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'emm',
  longName: 'Edizioni Minerva Medica',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6154ff572e5e29602596db2e',
  status: 'beta',
  domains: ['www.minervamedica.it'],
  rules: [
    {
      path: /^\/[a-z]{2}\/journals\/(?<journal>[a-z0-9-]+)\/article\.php$/i,
      query: { cod: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{journal}', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]{2}\/getfreepdf\/[^/]+\/(?<id>[a-z0-9]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
