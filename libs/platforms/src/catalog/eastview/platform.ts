import { definePlatform, join } from '../../rules/index.js';

export default definePlatform({
  name: 'eastview',
  longName: 'East View',
  docUrl: 'http://analyses.ezpaarse.org/platforms/58f8afce3a0cd8cfcbdd2518',
  status: 'beta',
  domains: ['dlib.eastview.com'],
  rules: [
    // Reader files of a book; the reference keeps the file's query string in the unit id.
    {
      path: /^\/browse\/book\/reader\/(?<id>[0-9]+)\/(?<file>[^/]+)$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'MISC',
        title_id: '{id}',
        unitid: join('', '{id}/{file}', '{url.search}'),
      },
    },
    {
      path: /^\/issue_images\/(?<image>(?<code>[a-z0-9]+)\/[^/]+\/[^/]+\.jpe?g)$/i,
      fields: { rtype: 'IMAGE', mime: 'JPEG', title_id: '{image}', unitid: '{code}' },
    },
  ],
});
