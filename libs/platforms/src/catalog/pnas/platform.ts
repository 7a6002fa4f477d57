import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'pnas',
  longName: 'Proceedings of the National Academy of Sciences',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54352db0dbbc861c6e0e5f03',
  status: 'beta',
  domains: ['www.pnas.org'],
  rules: [
    // The current issue is named after the journal and the word `current`, with no title_id.
    {
      path: /^\/toc\/(?<code>[a-z]+)\/current\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}/current' },
    },
    ...atyponRules({ issueTocFields: { vol: undefined, issue: undefined } }),
  ],
});
