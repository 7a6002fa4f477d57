import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'iet-is',
  longName: 'IET InspectDirect',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5900b6e16547a9b257cca0f3',
  status: 'beta',
  domains: ['inspecdirect-service.theiet.org'],
  rules: [
    {
      path: /^\/[a-z]+\/CurrentRecord\.aspx$/i,
      query: { RecordId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
