import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem, extract, issn } from '../../rules/index.js';

// Taylor & Francis DOIs 10.1080/<ISSN><item> carry the journal's ISSN.
const issnOfSuffix = issn(extract('{suffix}', /^[0-9]{7}[0-9X](?=[0-9.])/i));

export default definePlatform({
  name: 'tf',
  longName: 'Taylor & Francis',
  docUrl: 'http://analyses.ezpaarse.org/platforms/541193b481c2f0f53c3ec3ee',
  publisherName: 'Taylor & Francis Group',
  status: 'beta',
  domains: ['www.tandfonline.com', 'api.taylorfrancis.com', 'www.taylorfrancis.com'],
  rules: [
    {
      path: /^\/doi\/reader\/figures\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^?#]+?))\/?$/i,
      fields: doiItem('FIGURE', 'JPEG'),
    },
    {
      path: /^\/loi\/(?<code>[a-z0-9]+)\/?$/i,
      hash: /^#(?<anchor>vol_[0-9]+)$/,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{code}#{anchor}' },
    },
    {
      path: /^\/action\/generate(?:Issue|Multiple)PDFs$/i,
      query: { dois: /^(?<dois>10\..+)$/ },
      fields: { rtype: 'ARTICLES_BUNDLE', mime: 'PDF', doi: '{dois}', unitid: '{dois}' },
    },
    { path: /^\/openurl$/i, fields: { rtype: 'OPENURL', mime: 'HTML' } },
    // eBooks on taylorfrancis.com
    {
      path: /^\/books\/(?:e\/)?(?<isbn>97[89][0-9]{10})\/chapters\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))\/?$/i,
      fields: { ...doiItem('ABS', 'HTML'), online_identifier: '{isbn}' },
    },
    {
      path: /^\/books\/(?:[a-z]+\/)?(?:e\/)?(?<isbn>97[89][0-9]{10})\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
    {
      path: /^\/v[0-9]+\/content\/pdf-download$/i,
      query: { isbn: /^(?<isbn>[0-9X]{10,13})$/i, doi: /^(?<doi>10\.[0-9]{4,9}\/(?<suffix>.+))$/ },
      fields: { ...doiItem('BOOK_SECTION', 'PDF'), online_identifier: '{isbn}' },
    },
    {
      path: /^\/v[0-9]+\/content\/pdf-download$/i,
      query: { isbn: /^(?<isbn>[0-9X]{10,13})$/i },
      fields: { rtype: 'BOOK', mime: 'PDF', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
    ...atyponRules({ doiFields: { title_id: issnOfSuffix, print_identifier: issnOfSuffix } }),
  ],
});
