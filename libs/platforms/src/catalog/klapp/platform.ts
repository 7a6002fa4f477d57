import { kohaRules } from '../../rules/families/koha.family.js';
import { definePlatform } from '../../rules/index.js';

// Koha OPAC.
export default definePlatform({
  name: 'klapp',
  longName: 'Klapp Online Bibliography of French Literature',
  docUrl: 'http://ang.couperin.org/platforms/5730626fbef4ae10fdff7776',
  status: 'active',
  domains: ['www.klapp-online.de', 'klapp-online.de'],
  rules: [
    ...kohaRules(),
    {
      path: /^\/cgi-bin\/koha\/printfile\.pl$/i,
      query: { file: /^(?<file>.+)$/ },
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'MISC', unitid: '{file}' },
    },
    {
      path: /^\/cgi-bin\/koha\/(?:opac-search|browsen\/browse)\.pl$/i,
      fields: { rtype: 'SEARCH', mime: 'MISC' },
    },
  ],
});
