import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'abcn',
  longName: 'Ancient Books',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6266ac6ac632530f548315db',
  status: 'beta',
  domains: ['inscription.ancientbooks.cn'],
  rules: [
    // Item views of the inscription database: /doc<Collection>/<item>View.jspx?id=<id>.
    {
      path: /^\/doc[a-z]+\/[a-z]+View\.jspx$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
