import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'itg',
  longName: 'Intranet thèses générique',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5c3756e522d9317c7dc8d241',
  status: 'beta',
  domains: ['theses.univ-amu.fr'],
  rules: [
    {
      path: /^\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'PHD_THESIS', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
