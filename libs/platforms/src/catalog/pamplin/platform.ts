import { definePlatform } from '../../rules/index.js';

// Joomla site: /<paper>/<n>-<section>/<article id>-<n>-<slug>; sections are /<paper-section>/<slug>.
export default definePlatform({
  name: 'pamplin',
  longName: 'Pamplin Media',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fcff4dedc154c7c3e66f18d',
  status: 'beta',
  domains: ['pamplinmedia.com'],
  rules: [
    { path: /^\/component\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z]+\/[0-9]+-[a-z0-9-]+\/[0-9]+-[0-9]+-[a-z0-9-]+\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML' },
    },
    { path: /^\/[a-z-]+\/[a-z-]+\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
