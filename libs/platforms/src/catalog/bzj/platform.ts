import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bzj',
  longName: 'The Business Journals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60ff07af716cb47f74afda5e',
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
