import { definePlatform, lookup } from '../../rules/index.js';

// Series of the Toyo Keizai digital library: monthly reports, Hitotsubashi business books.
const SERIES_RTYPE = { geppou: 'REPORT', hitotsubashi: 'BOOK' };

export default definePlatform({
  name: 'dcl',
  longName: 'DCL',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62cd7ece502853703d0ff476',
  status: 'beta',
  domains: ['dcl.toyokeizai.net', 'dcl.toyokeizai.net.'],
  rules: [
    {
      path: /^\/ap\/naviContents\/contentsViewInit\/(?<series>[a-z]+)\/[0-9]+\/(?<id>[a-z0-9]+)$/i,
      fields: { rtype: lookup('{series}', SERIES_RTYPE), mime: 'HTML', unitid: '{id}' },
    },
  ],
});
