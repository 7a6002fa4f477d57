import { definePlatform } from '../../rules/index.js';

const LIBRARY = '^/libraries/[0-9]+';

export default definePlatform({
  name: 'bz',
  longName: 'Browzine',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6245f39f492fd93cee1bd439',
  status: 'beta',
  domains: ['browzine.com'],
  rules: [
    { path: new RegExp(`${LIBRARY}/subjects/?$`, 'i'), fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: new RegExp(
        `${LIBRARY}/journals/(?<journal>[0-9]+)/issues/(?<issue>[0-9]+|current)/?$`,
        'i',
      ),
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{journal}', unitid: '{journal}-{issue}' },
    },
    {
      path: new RegExp(`${LIBRARY}/articles/(?<id>[0-9]+)/?$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
