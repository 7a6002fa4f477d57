import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mathscinet',
  longName: 'MathSciNet',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6067221da07a4b514cbfacae',
  status: 'beta',
  domains: ['mathscinet.ams.org'],
  rules: [
    {
      path: /^\/mathscinet\/search\/publdoc\.html$/i,
      query: { 'mx-pid': /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/mathscinet\/search\/author\.html$/i,
      query: { mrauthid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/mathscinet\/search\/[a-z]+\.html$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
