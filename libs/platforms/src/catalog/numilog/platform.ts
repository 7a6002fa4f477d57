import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'numilog',
  longName: 'Numilog',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53ce50bd9ae87f6573970193',
  status: 'beta',
  domains: [
    'www.numilog.com',
    'pnb-dilicom.centprod.com',
    'www.biblioaccess.com',
    'reader.numilog.com',
    'streaming.biblioaccess.com',
  ],
  rules: [
    // Dilicom loan links: …/link/<gln>/LOAN/<id>/<isbn>-<key>.do
    {
      path: /^\/v[0-9]+\/+link\/[0-9]+\/LOAN\/[0-9]+\/(?<isbn>97[89][0-9]{10})-[^/]+\.do$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
    // biblioaccess.com/<library>/Catalog/…
    {
      path: /^\/[0-9]+\/Catalog\/(?:Book|Audiobook)\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/[0-9]+\/Catalog\/Search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/Play\/PlayStream$/i, fields: { rtype: 'AUDIO', mime: 'HTML' } },
  ],
});
