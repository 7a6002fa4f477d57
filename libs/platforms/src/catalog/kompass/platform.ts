import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kompass',
  longName: 'Kompass',
  docUrl: 'http://analyses.ezpaarse.org/platforms/55897a9e56da724508106fad',
  status: 'beta',
  domains: ['fr.kompass.com'],
  rules: [
    // EasyBusiness company sheets (the company is only in the app's hash).
    {
      path: /^(?:\/my-account)?\/(?<id>easybusiness)(?:\/[a-z]+)?\/?$/i,
      fields: { rtype: 'FICHE_ENTREPRISE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
