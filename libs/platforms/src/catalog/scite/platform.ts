import { definePlatform } from '../../rules/index.js';

// Report slugs end in a 6-character id: /reports/<title words>-<id>.
export default definePlatform({
  name: 'scite',
  longName: 'Scite',
  docUrl: 'http://analyses.ezpaarse.org/platforms/661d6c59cb430beef8a60b2f',
  status: 'beta',
  domains: ['scite.ai'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/reports\/(?<slug>[a-z0-9-]+?)-[a-z0-9]{6}\/?$/i,
      fields: { rtype: 'REPORT', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
  ],
});
