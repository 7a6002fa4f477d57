import { definePlatform } from '../../rules/index.js';

// Elsevier-hosted society journal: items addressed by punctuated PIIs.
const PII = '(?<pii>S[0-9]{4}-[0-9]{3}[0-9X]\\([0-9]{2}\\)[0-9X]{5}-[0-9X])';

export default definePlatform({
  name: 'chest',
  longName: 'CHEST',
  status: 'stable',
  domains: ['journal.chestnet.org'],
  rules: [
    { path: /^\/action\/doSearch(?:Secure)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: new RegExp(`^/article/(?<id>${PII}/(?<view>fulltext|abstract|pdf))$`, 'i'),
      fields: {
        rtype: (ctx) => (ctx.capture('view') === 'abstract' ? 'ABS' : 'ARTICLE'),
        mime: (ctx) => (ctx.capture('view') === 'pdf' ? 'PDF' : 'HTML'),
        pii: '{pii}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/issue/${PII}$`, 'i'),
      fields: { rtype: 'TOC', mime: 'HTML', pii: '{pii}' },
    },
    { path: /^\/current\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
