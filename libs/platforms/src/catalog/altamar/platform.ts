import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'altamar',
  longName: 'Altamar',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65dcf73e7ab45e4834760571',
  status: 'beta',
  domains: ['www.recursos.altamar.es', 'www.altamar.es'],
  rules: [
    // Teaching resources: the unitid is the school (`centeruid`) the resource is opened for.
    {
      path: /^\/recursoc[0-9]*\/[0-9a-f]+$/i,
      query: { centeruid: /^(?<center>[0-9a-f]+)$/i },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{center}' },
    },
    {
      path: /^\/catalogos\/listado\/(?<id>[^/]+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
