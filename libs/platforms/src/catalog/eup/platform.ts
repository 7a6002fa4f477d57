import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// TODO(#10): the ref → RECORD_VIEW variant may belong in the atypon family as an option.
export default definePlatform({
  name: 'eup',
  longName: 'Edinburgh University Press',
  status: 'beta',
  domains: ['euppublishing.com'],
  rules: [
    {
      path: /^\/doi\/ref\/(?<doi>10\.[0-9]{4,9}\/[^?#]+?)\/?$/i,
      fields: {
        rtype: 'RECORD_VIEW',
        mime: 'HTML',
        doi: '{doi}',
        title_id: '{doi}',
        unitid: '{doi}',
      },
    },
    { path: /^\/action\/showPublications$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    ...atyponRules({
      unitid: 'doi',
      doiFields: { title_id: '{doi}' },
      issueTocFields: { title_id: '{code}/{vol}/{issue}', vol: undefined, issue: undefined },
    }),
  ],
});
