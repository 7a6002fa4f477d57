import { definePlatform } from '../../rules/index.js';

// /Publications/<series>/[<year>/]<vol>/<pdf|html>/<file>.
export default definePlatform({
  name: 'smf',
  longName: 'Société Mathématique de France',
  docUrl: 'http://analyses.ezpaarse.org/platforms/576016c63b090e932e8db856',
  status: 'beta',
  domains: ['smf4.emath.fr', 'smf.emath.fr'],
  rules: [
    {
      path: /^\/Publications\/+(?<series>[a-z]+)\/(?:(?<year>[0-9]{4})\/)?(?<vol>[0-9]+)\/pdf\/(?<id>[^/]+)\.pdf$/i,
      fields: {
        mime: 'PDF',
        title_id: '{series}',
        vol: '{vol}',
        publication_date: '{year}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/Publications\/+(?<series>[a-z]+)\/(?:(?<year>[0-9]{4})\/)?(?<vol>[0-9]+)\/html\/(?<id>[^/]+)\.(?:php|html?)$/i,
      fields: {
        rtype: 'RECORD_VIEW',
        mime: 'HTML',
        title_id: '{series}',
        vol: '{vol}',
        publication_date: '{year}',
        unitid: '{id}',
      },
    },
  ],
});
