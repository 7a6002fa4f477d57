import { definePlatform, lookup } from '../../rules/index.js';

// Company pages: /company/<slug>/ and its tabs /company/<slug>/<tab>/.
const TAB_RTYPE = {
  news: 'ARTICLE',
  patent: 'RECORD',
  financial: 'RECORD',
  funding: 'RECORD',
  acquisition: 'RECORD',
};

export default definePlatform({
  name: 'patsnap',
  longName: 'Patsnap',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6977ed2d0deba76941df98d5/',
  status: 'beta',
  domains: ['discovery.patsnap.com', 'discovery-static.patsnap.com', 'patsnap.com'],
  rules: [
    {
      path: /^\/company\/(?<slug>[^/]+)\/(?<tab>news|patent|financial|funding|acquisition)\/$/i,
      fields: {
        rtype: lookup('{tab}', TAB_RTYPE),
        mime: 'HTML',
        title_id: '{slug}',
        unitid: '{slug}/{tab}/',
      },
    },
    {
      path: /^\/company\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
  ],
});
