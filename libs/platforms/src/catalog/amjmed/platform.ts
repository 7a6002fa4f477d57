import { definePlatform, replace } from '../../rules/index.js';

// Elsevier-hosted journal: items addressed by punctuated PIIs, S0002-9343(17)30403-5.
export default definePlatform({
  name: 'amjmed',
  longName: 'American Journal of Medicine',
  status: 'beta',
  domains: ['www.amjmed.com'],
  rules: [
    { path: /^\/action\/doSearch(?:Secure)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/issues\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    {
      path: /^\/article\/(?<id>S[0-9]{4}-[0-9]{3}[0-9X]\([0-9]{2}\)[0-9X]{5}-[0-9X])\/(?<view>fulltext|pdf|abstract)$/i,
      fields: {
        rtype: (ctx) => (ctx.capture('view') === 'abstract' ? 'ABS' : 'ARTICLE'),
        mime: (ctx) => (ctx.capture('view') === 'pdf' ? 'PDF' : 'HTML'),
        title_id: '{id}',
        unitid: '{id}',
        pii: replace('{id}', /[-()]/g, ''),
      },
    },
  ],
});
