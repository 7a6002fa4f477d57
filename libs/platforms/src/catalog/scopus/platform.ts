import { definePlatform } from '../../rules/index.js';

// Scopus records are addressed by their EID (2-s2.0-<digits>) in the `eid` or `cite` parameter.
const EID = /^(?<eid>2-s2\.0-[0-9]+)$/;

export default definePlatform({
  name: 'scopus',
  longName: 'Scopus',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54118eed4892f3207f4d0aa6',
  status: 'beta',
  domains: ['www.scopus.com'],
  rules: [
    {
      path: /^\/record\/pubmetrics\.ur[il]$/i,
      query: { eid: EID },
      fields: { rtype: 'ANALYSIS', mime: 'HTML', unitid: '{eid}' },
    },
    {
      path: /^\/results\/citedbyresults\.ur[il]$/i,
      query: { cite: EID },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{eid}' },
    },
    { path: /^\/results\/[a-z]+\.ur[il]$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/(?:record\/display|authid\/detail)\.ur[il]$/i,
      query: { eid: EID },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{eid}' },
    },
    {
      path: /^\/authid\/detail\.ur[il]$/i,
      query: { authorId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/affil\/profile\.ur[il]$/i,
      query: { afid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/form\.ur[il]$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
