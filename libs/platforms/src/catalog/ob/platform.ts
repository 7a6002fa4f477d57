import { definePlatform, join } from '../../rules/index.js';

// The reference keeps the query and the hash in the unitid of a bibliography article.
export default definePlatform({
  name: 'ob',
  longName: 'Oxford Bibliographies',
  docUrl: 'http://analyses.ezpaarse.org/platforms/660330eb26da97bebd6c745a',
  status: 'beta',
  domains: ['www.oxfordbibliographies.com'],
  rules: [
    {
      path: /^\/(?:view|display)\/document\/(?<id>obo-(?<isbn>[0-9]{13})\/obo-[0-9]{13}-[0-9]+\.xml)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        online_identifier: '{isbn}',
        unitid: join('', '{id}', '{url.search}', '{url.hash}'),
      },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
