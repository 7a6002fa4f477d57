import { dspaceRules } from '../../rules/families/dspace.family.js';
import type { Fields, Rule } from '../../rules/index.js';
import { definePlatform, equals, lookup, pick, titleToc } from '../../rules/index.js';

// elibrary DOIs (10.1596/<ISBN or ISSN-based id>) stand for the title, the unit and the identifier.
const doiFields = (rtype: Fields['rtype'], mime: Fields['mime']): Fields => ({
  rtype,
  mime,
  doi: '{doi}',
  title_id: '{doi}',
  unitid: '{doi}',
  print_identifier: '{suffix}',
});
// Data views name their dataset by an indicator or a region; `download=csv` is the CSV export.
const dataView = (param: string): Rule => ({
  path: /^\/action\/showDataView$/i,
  query: { [param]: /^(?<id>.+)$/ },
  fields: {
    rtype: 'DATASET',
    mime: lookup('{q.download}', { csv: 'CSV' }, 'HTML'),
    title_id: '{id}',
    unitid: '{id}',
  },
});
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/?#]+))';

export default definePlatform({
  name: 'worldbank',
  longName: 'World Bank',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552cfa3f35ed938324892385',
  status: 'beta',
  domains: [
    'data.worldbank.org',
    'elibrary.worldbank.org',
    'openknowledge.worldbank.org',
    'pubdocs.worldbank.org',
    'worldbank.org',
  ],
  rules: [
    // eLibrary (Atypon grammar).
    {
      path: new RegExp(`^/doi/book/${DOI}/?$`, 'i'),
      fields: doiFields(pick(equals('{q.chapterTab}', 'true'), 'TOC', 'ABS'), 'HTML'),
    },
    {
      path: new RegExp(`^/doi/(?<kind>abs|full|pdf|epdf|epub)/${DOI}/?$`, 'i'),
      fields: doiFields(
        lookup('{kind}', { abs: 'ABS' }, 'ARTICLE'),
        lookup('{kind}', { pdf: 'PDF', epdf: 'PDF', epub: 'EPUB' }, 'HTML'),
      ),
    },
    {
      path: /^\/toc\/(?<id>[^/]+\/[^/]+\/[^/]+)\/?$/i,
      fields: titleToc('{id}'),
    },
    {
      path: /^\/loi\/(?<id>[^/]+)\/?$/i,
      fields: titleToc('{id}'),
    },
    dataView('indicator'),
    dataView('region'),
    {
      host: 'elibrary.worldbank.org',
      path: /^\/(?:page|topic|author)\/[^/]+\/?$|^\/action\/(?:showPublications|doSearch)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    // Open Knowledge Repository (DSpace).
    ...dspaceRules({
      bitstream: {
        rtype: 'BOOK',
        mime: 'PDF',
        print_identifier: '{name}',
        title_id: '{handle}/{name}',
        unitid: '{handle}/{name}',
      },
      pages: { discover: titleToc('{handle}') },
      item: { rtype: 'ABS', mime: 'HTML', title_id: '{handle}', unitid: '{handle}' },
    }),
    // www.worldbank.org, pubdocs and data.
    {
      path: /^\/[a-z]{2}\/topic\/[^/]+\/publication\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    {
      path: /^\/[a-z]{2}\/news\/[^/]+\/(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{date}', unitid: '{slug}' },
    },
    {
      path: /^\/[a-z]{2}\/(?:search|country\/[^/]+|topic\/[^/]+)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      host: 'pubdocs.worldbank.org',
      path: /^\/[a-z]{2}\/(?<id>[0-9]+)\/(?<name>[^/]+)\.pdf$/i,
      fields: { rtype: 'DATASET', mime: 'PDF', title_id: '{id}', unitid: '{name}' },
    },
    {
      host: 'data.worldbank.org',
      path: /^\/(?:country|indicator)\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'DATASET', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
