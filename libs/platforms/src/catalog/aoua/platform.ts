import { definePlatform } from '../../rules/index.js';

// Okina (Angers open archive): /publications/<ua id>[/<version>/<file>.pdf]
export default definePlatform({
  name: 'aoua',
  longName: 'AOUA',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5408d1fe0a4707271d8b739d',
  publisherName: "Archive de l'université d'Angers",
  status: 'stable',
  domains: ['ao.univ-angers.fr'],
  rules: [
    {
      path: /\/publications\/(?<id>ua[0-9]+)\/[0-9]+\/(?<file>[^/]+\.pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{file}' },
    },
    {
      path: /\/publications\/(?<id>ua[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: 'notice{id}' },
    },
  ],
});
