import { decode, definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'chilton',
  longName: 'Chilton',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6688515723b4aef40b1b8fb3',
  status: 'beta',
  domains: ['app.chiltonlibrary.com', 'appcontent.chiltonlibrary.com'],
  rules: [
    { path: /^\/search\/[a-z]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Technical service bulletins by maker.
    {
      path: /^\/TSBs\/[^/]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/Videos_Animations\/[^/]+\/(?<id>[^/]+\/(?<name>[^/]+))\.mp4$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: decode('{name}'), unitid: decode('{id}') },
    },
    {
      path: /^\/testprepquiz\/(?<id>[^/]+)$/i,
      fields: { rtype: 'EXERCISE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
