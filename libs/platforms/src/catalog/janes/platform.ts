import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'janes',
  longName: "Jane's",
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fa98957608bd58882299af5',
  status: 'beta',
  domains: ['customer.janes.com'],
  rules: [
    {
      path: /^\/Janes\/Display\/(?<id>[^/]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/Visualisation\/Display\/(?<id>[^/]+)$/i,
      fields: { rtype: 'TOOL', mime: 'GIF', unitid: '{id}' },
    },
    { path: /^\/Map\/?$/i, fields: { rtype: 'MAP', mime: 'GIF' } },
    { path: /^\/(?:[a-z]+\/)?search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
