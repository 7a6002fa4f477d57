import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'realdeals',
  longName: 'Real Deals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fd2a794aef4248179567860',
  status: 'beta',
  domains: ['realdeals.eu.com'],
  rules: [
    {
      path: /^\/(?<section>article)\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{section}' },
    },
  ],
});
