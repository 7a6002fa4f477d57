import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bzj',
  longName: 'The Business Journals',
  status: 'beta',
  domains: ['www.bizjournals.com'],
  rules: [
    // /<city>/news/<yyyy>/<mm>/<dd>/<slug>.html
    {
      path: /^\/[a-z]+\/news\/[0-9]{4}\/[0-9]{2}\/[0-9]{2}\/(?<id>[a-z0-9-]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
