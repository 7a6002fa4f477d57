import { definePlatform } from '../../rules/index.js';

// Legacy kanopystreaming.com sites.
export default definePlatform({
  name: 'kanopy-2018',
  longName: 'KanopyStreaming',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a15b64c318720aadd87b530',
  status: 'beta',
  domains: [
    'www.kanopystreaming.com',
    'emory.kanopystreaming.com',
    'umb.kanopy.com',
    'help.kanopystreaming.com',
    'laney.kanopystreaming.com',
    'qub.kanopystreaming.com',
    'oberlin.kanopystreaming.com',
  ],
  rules: [
    {
      path: /^(?:\/wayf)?\/product\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{slug}', title_id: '{slug}' },
    },
    {
      path: /^\/node\/(?<id>[0-9]+)\/preview\/?$/i,
      fields: { rtype: 'PREVIEW', mime: 'MISC', unitid: '{id}' },
    },
    { path: /^\/(?:s|catalog\/.+|category\/.+)\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
