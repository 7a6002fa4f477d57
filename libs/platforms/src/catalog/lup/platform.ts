import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lup',
  longName: 'Liverpool University Press',
  status: 'beta',
  domains: ['www.liverpooluniversitypress.co.uk', 'www-liverpooluniversitypress-co-uk'],
  rules: [
    // Journal home pages list the issues.
    {
      path: /^\/journal\/(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{code}' },
    },
    ...atyponRules({ unitid: 'doi', issueTocFields: { title_id: undefined } }),
  ],
});
