import { definePlatform } from '../../rules/index.js';

// Matrix parameters (;searchTerm=…) follow the document id in the path.
export default definePlatform({
  name: 'wda',
  longName: 'Wiley Digital Archives',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63a5be726ad38001fd894bba',
  status: 'beta',
  domains: ['app.wileydigitalarchives.com'],
  rules: [
    {
      path: /^\/wiley\/detail\/(?<id>[A-Z0-9]+(?:-[A-Z0-9]+)+)(?:;.*)?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
