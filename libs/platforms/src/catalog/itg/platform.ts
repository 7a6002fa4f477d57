import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'itg',
  longName: 'Intranet thèses générique',
  status: 'beta',
  domains: ['theses.univ-amu.fr'],
  rules: [
    {
      path: /^\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'PHD_THESIS', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
