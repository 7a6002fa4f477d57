import { definePlatform, upper } from '../../rules/index.js';

const DOI = /^(?<doi>10\.[0-9]{4,9}\/.+)$/;

export default definePlatform({
  name: 'aea',
  longName: 'American Economic Association',
  docUrl: 'http://ang.couperin.org/platforms/573b33a3778504780f6f07ba',
  status: 'beta',
  domains: ['aeaweb.org'],
  rules: [
    {
      path: /^\/(?:journals\/)?search(?:-results)?\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/articles\/?$/i,
      query: { id: DOI },
      fields: { rtype: 'ABS', mime: 'HTML', doi: '{doi}', unitid: '{doi}', title_id: '{doi}' },
    },
    {
      path: /^\/doi\/(?<kind>pdfplus|pdf)\/(?<doi>10\.[0-9]{4,9}\/[^/]+)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: upper('{kind}'),
        doi: '{doi}',
        unitid: '{doi}',
        title_id: '{doi}',
      },
    },
    {
      path: /^\/full_issue\.php$/i,
      query: { doi: DOI },
      fields: {
        rtype: 'ARTICLES_BUNDLE',
        mime: 'PDF',
        doi: '{doi}',
        unitid: '{doi}',
        title_id: '{doi}',
      },
    },
    {
      path: /^\/issues\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/research\/charts\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{slug}', title_id: '{slug}' },
    },
    // Replication data and appendices on assets.aeaweb.org.
    {
      path: /^\/asset-server\/articles-attachments\/(?<code>[a-z]+)\/data\/(?<issue>[^/]+)\/(?<file>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'DATASET',
        mime: 'PDF',
        unitid: '{file}',
        title_id: '{code}/{issue}/{file}',
      },
    },
    {
      path: /^\/asset-server\/files\/(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'DATASET', mime: 'PDF', unitid: '{file}' },
    },
  ],
});
