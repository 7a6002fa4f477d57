import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cms',
  longName: 'Chicago Manual of Style',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5af5da9fc2e4dfde3c4ed945',
  status: 'stable',
  domains: ['www.chicagomanualofstyle.org'],
  rules: [
    { path: /^\/search\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // The manual: /book/<edition>/…; tables of contents end in /toc.html.
    {
      path: /^\/book\/(?<id>(?<ed>ed[0-9]+)\/(?:[^/]+\/)*toc)\.html$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{ed}', unitid: '{id}' },
    },
    {
      path: /^\/book\/(?<id>(?<ed>ed[0-9]+)\/(?:backmatter|part[0-9]+\/ch[0-9]+\/tables)\/[^.]+)\.html$/i,
      fields: { rtype: 'SUPPL', mime: 'HTML', title_id: '{ed}', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>(?<section>qanda)\/topicList)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{section}', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>(?<section>qanda|tools_[a-z]+)\/[^.]+)\.html$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{section}', unitid: '{id}' },
    },
  ],
});
