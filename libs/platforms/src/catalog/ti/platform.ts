import { definePlatform } from '../../rules/index.js';

// Encyclopedia documents: <theme id (8 digits)>-<document code>, e.g. 42103210-af99.
export default definePlatform({
  name: 'ti',
  longName: "Techniques de l'Ingénieur",
  docUrl: 'http://analyses.ezpaarse.org/platforms/55717b2216d433af5f0006e8',
  status: 'beta',
  domains: ['www.techniques-ingenieur.fr'],
  rules: [
    {
      path: /^\/res\/pdf\/encyclopedia\/(?<id>(?<theme>[0-9]+)-[a-z0-9]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{theme}', unitid: '{id}' },
    },
    {
      path: /^\/base-documentaire\/(?<doc>[^/]+\/[^/]+\/[^/]+\/[^/]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{doc}' },
    },
    {
      path: /^\/base-documentaire\/[^/]+\/[^/]+-(?<theme>[0-9]+)\/[^/]+-(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'PREVIEW', mime: 'HTML', title_id: '{theme}', unitid: '{theme}-{code}' },
    },
    {
      path: /^\/(?<id>lexique\/(?<entry>[a-z0-9-]+))\.html$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', title_id: '{entry}', unitid: '{id}' },
    },
    {
      path: /^\/actualite\/(?:[^/]+\/)*(?<id>[a-z0-9-]+-article_[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
