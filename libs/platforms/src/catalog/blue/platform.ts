import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'blue',
  longName: 'Legal Bluebok Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c99debac699883dfef77d8',
  status: 'beta',
  domains: ['www.legalbluebook.com'],
  rules: [
    // Rules and tables of an edition (/bluebook/v<edition>/<part>/<section>); the reference gives no rtype.
    {
      path: /^\/bluebook\/v[0-9]+\/(?<id>[a-z0-9-]+(?:\/[a-z0-9-]+)+)\/?$/i,
      fields: { mime: 'HTML', unitid: '{id}' },
    },
  ],
});
