import { pubfactoryRules } from '../../rules/families/pubfactory.family.js';
import { definePlatform, issueToc } from '../../rules/index.js';

export default definePlatform({
  name: 'ak',
  longName: 'Akademiai Kiado',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f10b9fec839a00186c5341',
  status: 'beta',
  domains: ['akjournals.com'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/view\/journals\/(?<code>[^/]+)\/(?<vol>[^/]+)\/(?<issue>[^/]+)\/(?<item>[^/]+\.issue-[^/]+)\.xml$/i,
      fields: issueToc('{item}'),
    },
    ...pubfactoryRules({ firstPage: true }),
  ],
});
