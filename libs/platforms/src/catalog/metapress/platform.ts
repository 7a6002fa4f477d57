import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'metapress',
  longName: 'Metapress',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53fc7acbee1f01084bbe3596',
  publisherName: 'IOS Press',
  status: 'stable',
  domains: ['iospress.metapress.com'],
  rules: [
    // /content/<16-char id>/fulltext.{html,pdf}
    {
      path: /^\/content\/(?<id>[a-z0-9]+)\/fulltext\.(?<ext>html|pdf)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{ext}', { html: 'HTML', pdf: 'PDF' }),
        unitid: '{id}',
      },
    },
    // Numeric ids are publications (journals, series); alphanumeric ones are issues or volumes.
    {
      path: /^\/content\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/content\/(?<id>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
