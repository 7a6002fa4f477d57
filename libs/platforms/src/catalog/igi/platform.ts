import { definePlatform, lookup, lower } from '../../rules/index.js';

export default definePlatform({
  name: 'igi',
  longName: 'IGI Global',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6148d8ecc1b77756579b2382',
  status: 'beta',
  domains: ['www.igi-global.com'],
  rules: [
    {
      path: /^\/gateway\/(?:article|chapter)\/full-text-(?<format>html|pdf)\/(?<id>[0-9]+)\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup(lower('{format}'), { html: 'HTML', pdf: 'PDF' }),
        unitid: '{id}',
      },
    },
    {
      path: /^\/gateway\/(?:article|chapter)\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/gateway\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
