import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'chron',
  longName: 'The Chronicle of Higher Education',
  docUrl: 'http://analyses.ezpaarse.org/platforms/605355fe26568e36a4122ec4',
  status: 'beta',
  domains: ['www.chronicle.com'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/(?:article|blogs\/[a-z0-9-]+)\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
