import { definePlatform, extract } from '../../rules/index.js';

// Document names are `<kind>·<yyyymmdd>·<source>·<n>` (the separator is a middle dot, sometimes
// a dot after the kind); the source code is the title.
const DOC = /^(?<doc>(?:news|pdf|bio)[·.][^·]+(?:·[^·]+)*)$/i;
const sourceOf = (v: string) => extract(v, /(?<=·)(?!\d{8}(?:·|$))[^·]+(?=·[^·]*$)/);

export default definePlatform({
  name: 'europresse',
  longName: 'Europresse',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a93d505cf9c8b5b47adb11',
  publisherName: 'CEDROM-SNi',
  status: 'stable',
  domains: ['www.bpe.europresse.com', 'nouveau.europresse.com'],
  rules: [
    {
      path: /^\/Pdf\/ImageList$/i,
      query: { docName: DOC },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{doc}' },
    },
    {
      path: /^\/(?:WebPages\/Pdf\/SearchResult\.aspx|PDF\/Document)$/i,
      query: { DocName: DOC },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{doc}', title_id: sourceOf('{doc}') },
    },
    {
      path: /^\/(?:WebPages\/Pdf\/SearchResult\.aspx|PDF\/Document)$/i,
      query: { docName: DOC },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{doc}', title_id: sourceOf('{doc}') },
    },
    {
      path: /^\/WebPages\/Search\/Doc\.aspx$/i,
      query: { DocName: DOC },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{doc}', title_id: sourceOf('{doc}') },
    },
    {
      path: /^\/Document\/View(?:Mobile)?$/i,
      query: { docKey: DOC },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{doc}', title_id: sourceOf('{doc}') },
    },
  ],
});
