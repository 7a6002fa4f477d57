import { definePlatform, lookup } from '../../rules/index.js';

const KIND_RTYPE = { photo: 'IMAGE', footage: 'VIDEO', audio: 'AUDIO' };

export default definePlatform({
  name: '123rf',
  longName: '123rf',
  docUrl: 'http://analyses.ezpaarse.org/platforms/633d9a772c80cd01656101af',
  status: 'beta',
  domains: ['www.123rf.com'],
  rules: [
    // Item pages: /<kind>_<id>_<slug>.html
    {
      path: /^\/(?<kind>photo|footage|audio)_(?<id>[0-9]+)_[^/]*\.html$/i,
      fields: { rtype: lookup('{kind}', KIND_RTYPE), mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/stock-[a-z]+\/[^/]+\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
