import { definePlatform } from '../../rules/index.js';

// Istex text-and-data-mining web services: one job per call, named by the service path.
export default definePlatform({
  name: 'istextdm',
  longName: 'Webservices Istex TDM',
  docUrl: 'https://analyses.ezpaarse.org/platforms/69cfad1525f2b3c0981d0ad6',
  status: 'beta',
  domains: ['services.istex.fr'],
  rules: [
    {
      path: /^\/v[0-9]+\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/i,
      fields: { rtype: 'API_JOB', sid: '{q.sid}', unitid: '{url.pathname}' },
    },
  ],
});
