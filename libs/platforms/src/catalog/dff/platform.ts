import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dff',
  longName: 'Dalloz Forum Famille',
  docUrl: 'http://analyses.ezpaarse.org/platforms/57f253bdc20ff7bc0de0a99f',
  status: 'beta',
  domains: ['forum-famille.dalloz.fr'],
  rules: [
    {
      path: /^\/(?<year>[0-9]{4})\/[0-9]{2}\/[0-9]{2}\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'MISC', publication_date: '{year}', unitid: '{id}' },
    },
    {
      path: /^\/category\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
