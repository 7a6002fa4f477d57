import { definePlatform } from '../../rules/index.js';

// Thomson Reuters "maf" application: documents and tables of contents are addressed by GUIDs.
const GUID = /^(?<guid>i[0-9A-F]{32})$/i;

export default definePlatform({
  name: 'informacionlegal',
  longName: 'Información Legal',
  docUrl: 'https://analyses.ezpaarse.org/platforms/68f2002afd4d9afbce86b822',
  status: 'beta',
  domains: ['informacionlegal.com.ar', 'www.informacionlegal.com.ar'],
  rules: [
    {
      path: /^\/maf\/app\/document$/i,
      query: { docguid: GUID },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{guid}' },
    },
    {
      path: /^\/maf\/api\/toc[a-z]*$/i,
      query: { tocguid: GUID },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{guid}' },
    },
    { path: /^\/maf\/app\/search\/.+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
