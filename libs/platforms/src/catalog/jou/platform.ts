import { HEALTH_ADVANCE_PII } from '../../rules/families/health-advance.family.js';
import { definePlatform, lookup } from '../../rules/index.js';

// Health Advance-like site whose unitid keeps the view (<PII>/<view>).
export default definePlatform({
  name: 'jou',
  longName: 'Journal of Urology',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b6cadb5da9bd32ff649c6bf',
  status: 'beta',
  domains: ['www.jurology.com'],
  rules: [
    {
      path: new RegExp(
        `^/article/(?<id>${HEALTH_ADVANCE_PII}/(?<view>fulltext|abstract|pdf))$`,
        'i',
      ),
      fields: {
        rtype: lookup('{view}', { fulltext: 'ARTICLE', pdf: 'ARTICLE', abstract: 'ABS' }),
        mime: lookup('{view}', { pdf: 'PDF' }, 'HTML'),
        pii: '{pii}',
        unitid: '{id}',
      },
    },
    { path: /^\/action\/doSearch(?:Secure)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/(?:current|inpress)\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
