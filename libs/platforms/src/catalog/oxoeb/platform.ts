import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'oxoeb',
  longName: 'Online Egyptological Bibliography, University of Oxford',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5900f46a017cdcf79200e752',
  status: 'beta',
  domains: ['oeb.griffith.ox.ac.uk'],
  rules: [
    {
      path: /^\/oeb_entry\.aspx$/i,
      query: { item: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/oeb_entry\.aspx$/i,
      query: { parent: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/oeb_search\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
