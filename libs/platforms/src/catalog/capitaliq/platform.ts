import { definePlatform, firstOf } from '../../rules/index.js';

// S&P Capital IQ: /CIQDotNet/<section>/<page>.aspx, the entity id in one of several parameters.
const entityId = firstOf('{q.companyId}', '{q.CompanyId}', '{q.listObjectId}');

export default definePlatform({
  name: 'capitaliq',
  longName: 'Standard and Poor’s Net Advantage (Capital IQ)',
  docUrl: 'http://ang.couperin.org/platforms/5df16b942af8e962569e971b',
  status: 'stable',
  domains: [
    'www.capitaliq.com',
    'capitaliq.com',
    'charting.capitaliq.com',
    'na.capitaliq.com',
    'iag-ciqplus.capitaliq.com',
  ],
  rules: [
    {
      path: /^\/CIQDotNet\/(?:Screening|Search)\/.+\.aspx$/i,
      fields: { rtype: 'SEARCH', mime: 'MISC' },
    },
    {
      path: /^\/CIQDotNet\/company\.aspx$/i,
      query: { companyId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BIO', mime: 'HTML', title_id: 'company', unitid: '{id}' },
    },
    {
      path: /^\/CIQDotNet\/(?<page>[a-z0-9]+\/(?<name>[a-z0-9]+))\.aspx$/i,
      fields: {
        rtype: 'DATASET',
        mime: 'HTML',
        title_id: '{page}',
        unitid: firstOf(entityId, '{name}'),
      },
    },
  ],
});
