import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'consumer-reports',
  longName: 'Consumer Reports',
  docUrl: 'https://www.consumerreports.org',
  status: 'beta',
  domains: ['consumerreports.org'],
  rules: [
    // Legacy product category pages: /cro/<category>.htm
    { path: /^\/cro\/[a-z0-9-]+\.html?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    // Articles: /<section>/<slug>/ — the slug is reported as publication_title.
    {
      path: /^\/[a-z0-9-]+\/(?<slug>[a-z0-9]+(?:-[a-z0-9]+)+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_title: '{slug}' },
    },
  ],
});
