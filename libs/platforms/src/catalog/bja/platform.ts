import { definePlatform } from '../../rules/index.js';

// Elsevier-hosted society journal: items addressed by punctuated PIIs.
export default definePlatform({
  name: 'bja',
  longName: 'British Journal of Anaesthesia',
  status: 'beta',
  domains: ['www.bjanaesthesia.org'],
  rules: [
    { path: /^\/action\/doSearch(?:Secure)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/article\/(?<pii>S[0-9]{4}-[0-9]{3}[0-9X]\([0-9]{2}\)[0-9X]{5}-[0-9X])\/(?<view>fulltext|pdf)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: (ctx) => (ctx.capture('view') === 'pdf' ? 'PDF' : 'HTML'),
        pii: '{pii}',
        unitid: '{pii}',
      },
    },
  ],
});
