import { definePlatform } from '../../rules/index.js';

// Matrix parameters (;searchTerm=…) follow the document id in the path.
export default definePlatform({
  name: 'wda',
  longName: 'Wiley Digital Archives',
  status: 'beta',
  domains: ['app.wileydigitalarchives.com'],
  rules: [
    {
      path: /^\/wiley\/detail\/(?<id>[A-Z0-9]+(?:-[A-Z0-9]+)+)(?:;.*)?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
