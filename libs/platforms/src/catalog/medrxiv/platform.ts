import { definePlatform, lookup } from '../../rules/index.js';

// HighWire preprint servers: /content/10.1101/<id>v<n>[.full|.full.pdf|.abstract]
// TODO(#10): move to the highwire family
export default definePlatform({
  name: 'medrxiv',
  longName: 'MEDRXIV',
  status: 'beta',
  domains: ['www.medrxiv.org'],
  rules: [
    {
      path: /^\/content\/(?<doi>10\.1101\/(?<id>[0-9.]+))(?<version>v[0-9]+)(?<view>\.full\.pdf|\.full|\.abstract)?$/i,
      fields: {
        rtype: lookup('{view}', { '.full.pdf': 'ARTICLE', '.full': 'ARTICLE' }, 'ABS'),
        mime: lookup('{view}', { '.full.pdf': 'PDF' }, 'HTML'),
        doi: '{doi}',
        unitid: '{id}{version}',
      },
    },
    {
      path: /^\/collection\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/.+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
