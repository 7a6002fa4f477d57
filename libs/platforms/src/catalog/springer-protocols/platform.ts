import { definePlatform, doiItem, lookup, lower } from '../../rules/index.js';

// Protocol DOIs 10.1007/<ISBN with dashes>_<n>.
export default definePlatform({
  name: 'springer-protocols',
  longName: 'SpringerProtocols',
  docUrl: 'http://analyses.ezpaarse.org/platforms/590204b4d9654a2420fac2b1',
  status: 'beta',
  domains: ['www.springerprotocols.com', 'm.springerprotocols.com'],
  rules: [
    {
      path: /^\/(?<view>Pdf|Full|Abstract)\/doi\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>(?<isbn>97[89][0-9-]{10,14})_[0-9]+))\/?$/i,
      fields: {
        ...doiItem('BOOK', lookup(lower('{view}'), { pdf: 'PDF' }, 'HTML')),
        online_identifier: '{isbn}',
      },
    },
  ],
});
