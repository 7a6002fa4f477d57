import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'klo',
  longName: 'Kluwer Law Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6362dbe13d5c9001b205c531',
  status: 'beta',
  domains: ['kluwerlawonline.com'],
  rules: [
    {
      path: /^\/Journals\/(?<journal>[^/]+)\/[0-9]+\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', pii: '{journal}' },
    },
    { path: /^\/SearchContent\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
