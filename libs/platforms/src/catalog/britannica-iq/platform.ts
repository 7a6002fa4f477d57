import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'britannica-iq',
  longName: 'Britannica Image Quest',
  docUrl: 'http://analyses.ezpaarse.org/platforms/58f8750954055c13046eca31',
  status: 'beta',
  domains: ['quest.eb.com'],
  rules: [
    {
      path: /^\/search\/(?<id>[0-9]+_[0-9]+)\/.*\/detail(?:\/.*)?$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/asset\/download\/(?<id>[0-9]+_[0-9]+)$/i,
      fields: { rtype: 'IMAGE', mime: 'MISC', unitid: '{id}' },
    },
  ],
});
