import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'unbound',
  longName: 'Unbound Medicine',
  docUrl: 'http://ang.couperin.org/platforms/5ab035b5d6ad6597bb8f8be7',
  status: 'stable',
  domains: ['nursing.unboundmedicine.com', 'www.unboundmedicine.com'],
  rules: [
    { path: /^\/[a-z0-9]+\/qas\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z0-9]+\/view\/(?<id>.+?)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/news\/(?<id>[a-z0-9_]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
