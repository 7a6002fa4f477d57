import { definePlatform, lookup } from '../../rules/index.js';

// Magazine folder → print ISSN and title, as the reference reports them.
const ISSN = { 'GNU-Linux-Magazine': '1291-7834' };
const TITLE = { 'GNU-Linux-Magazine': 'GNU/Linux Magazine' };

export default definePlatform({
  name: 'ed-diamond',
  longName: 'Edition Diamond',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5abcaa1b60ecd3ec4fecc783',
  status: 'beta',
  domains: ['connect.ed-diamond.com'],
  rules: [
    { path: /^\/content\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // /<magazine>/<issue code>/<article slug>
    {
      path: /^\/(?<mag>[a-z0-9-]+)\/(?<issue>[a-z]+-[0-9]+)\/(?<id>[^/]+)\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        print_identifier: lookup('{mag}', ISSN),
        publication_title: lookup('{mag}', TITLE),
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<mag>[a-z0-9-]+)\/(?<issue>[a-z]+-[0-9]+)\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        print_identifier: lookup('{mag}', ISSN),
        publication_title: lookup('{mag}', TITLE),
      },
    },
  ],
});
