import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'resid',
  longName: 'Revisti ESI',
  docUrl: 'http://analyses.ezpaarse.org/platforms/663d29414d66cf1ef3ff8694',
  status: 'beta',
  domains: ['www.esidigita.it'],
  rules: [{ path: /^\/shdash\/ip\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } }],
});
