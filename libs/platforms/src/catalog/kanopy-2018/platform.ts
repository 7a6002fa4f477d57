import { definePlatform } from '../../rules/index.js';

// Legacy kanopystreaming.com sites.
export default definePlatform({
  name: 'kanopy-2018',
  longName: 'KanopyStreaming',
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
