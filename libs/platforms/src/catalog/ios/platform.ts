import { definePlatform, equals, issueToc, lower, pick, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'ios',
  longName: 'IOS press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5656eb290d03d63066fe9a51',
  status: 'beta',
  domains: ['content.iospress.com'],
  rules: [
    {
      path: /^\/(?<kind>articles|download)\/(?<journal>[a-z0-9-]+)\/(?<id>[a-z0-9]+)\/?$/i,
      fields: {
        rtype: pick(equals(lower('{kind}'), 'download'), 'ARTICLE', 'ABS'),
        mime: pick(equals(lower('{kind}'), 'download'), 'PDF', 'HTML'),
        title_id: '{journal}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/journals\/(?<journal>[a-z0-9-]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/?$/i,
      fields: issueToc('{journal}/{vol}/{issue}', { code: '{journal}' }),
    },
    {
      path: /^\/journals\/(?<journal>[a-z0-9-]+)\/?$/i,
      fields: titleToc('{journal}'),
    },
  ],
});
