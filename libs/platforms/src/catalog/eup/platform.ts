import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'eup',
  longName: 'Edinburgh University Press',
  docUrl: 'http://ang.couperin.org/platforms/573af3a6a85b45ad78bd5a3a',
  status: 'beta',
  domains: ['euppublishing.com'],
  rules: [
    { path: /^\/action\/showPublications$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    ...atyponRules({
      unitid: 'doi',
      doiRtypes: { ref: 'RECORD_VIEW' },
      doiFields: { title_id: '{doi}' },
      issueTocFields: { title_id: '{code}/{vol}/{issue}', vol: undefined, issue: undefined },
    }),
  ],
});
