import { pubfactoryRules } from '../../rules/families/pubfactory.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ak',
  longName: 'Akademiai Kiado',
  domains: ['akjournals.com'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/view\/journals\/(?<code>[^/]+)\/(?<vol>[^/]+)\/(?<issue>[^/]+)\/(?<item>[^/]+\.issue-[^/]+)\.xml$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{code}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{item}',
      },
    },
    ...pubfactoryRules({ firstPage: true }),
  ],
});
