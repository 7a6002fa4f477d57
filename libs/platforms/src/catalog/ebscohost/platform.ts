import { compute, definePlatform, extract, split } from '../../rules/index.js';

// `bdata` carries more parameters (`&db=…&bquery=…`) base64-encoded; the database sits there.
const dbOfBdata = compute((ctx) => {
  const bdata = ctx.url.query.bdata;
  if (typeof bdata !== 'string' || bdata === '') {
    return undefined;
  }
  const decoded = Buffer.from(bdata, 'base64').toString('utf8');
  return /(?:^|&)db=(?<db>[^&]+)/.exec(decoded)?.groups?.db;
});

const hashParam = (name: string) => extract('{url.hash}', new RegExp(`(?<=[#&]${name}=)[^&]+`));

export default definePlatform({
  name: 'ebscohost',
  longName: 'EbscoHost',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53f4b6f979b2c94feb122230',
  publisherName: 'EBSCO Publishing',
  status: 'stable',
  domains: [
    'web.a.ebscohost.com',
    'web.b.ebscohost.com',
    'web.c.ebscohost.com',
    'web.d.ebscohost.com',
    'web.e.ebscohost.com',
    'web.p.ebscohost.com',
    'web.s.ebscohost.com',
    'eds.a.ebscohost.com',
    'eds.b.ebscohost.com',
    'eds.c.ebscohost.com',
    'eds.d.ebscohost.com',
    'eds.e.ebscohost.com',
    'eds.p.ebscohost.com',
    'eds.s.ebscohost.com',
    'search.ebsco.com',
    'research.ebsco.com',
    'content.ebscohost.com',
    'resolver.ebscohost.com',
    'rs.ebscohost.com',
    'openurl.ebscohost.com',
    'openurl.ebsco.com',
    'www.ebscohost.com',
    'ejournals.ebscohost.com',
    'ebsco-content.com',
    'web.ebscohost.com',
    'viewer.ebscohost.com',
  ],
  rules: [
    // Full texts served by the content server: the accession number is the file name or `K`.
    {
      path: /^\/pdf[0-9_]*\/pdf\/.*\/(?<an>[0-9]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{an}', db_id: '{q.D}' },
    },
    {
      path: /^\/ContentServer\.asp$/i,
      query: { K: /^(?<an>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{an}', db_id: '{q.D}' },
    },
    {
      path: /^\/(?:ehost|eds)\/detail\/imageQuickView$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', db_id: '{q.db}' },
    },
    {
      path: /^\/(?:ehost|eds)\/detail(?:\/detail)?$/i,
      fields: {
        rtype: 'RECORD_VIEW',
        mime: 'HTML',
        db_id: hashParam('db'),
        unitid: hashParam('AN'),
      },
    },
    {
      path: /^\/ehost\/search\/(?:advanced|basic)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/ehost\/results(?:advanced)?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', db_id: dbOfBdata },
    },
    {
      path: /^\/eds\/results(?:advanced)?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        db_id: dbOfBdata,
        platform_name: 'EBSCO Discovery Service',
      },
    },
    {
      path: /^\/openurl\/?$/i,
      fields: {
        rtype: 'OPENURL',
        mime: 'HTML',
        doi: extract('{q.id}', /(?<=^doi:)10\..+$/i),
        unitid: extract('{q.id}', /(?<=^doi:)10\..+$/i),
        print_identifier: '{q.issn}',
        vol: '{q.volume}',
        num: '{q.issue}',
        first_page: '{q.spage}',
        last_page: split('{q.pages}', '-', 1),
        publication_title: '{q.title}',
      },
    },
  ],
});
