import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lup',
  longName: 'Liverpool University Press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573af66c57170557c8afbdcf',
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
