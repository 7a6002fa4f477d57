import { atyponDoiRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// Atypon paths, with the reference's own field choices (no title_id; citedby is a record view).
export default definePlatform({
  name: 'ucj',
  longName: 'University of Chicago Journals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a4bf2fb5849c10c30fa5b72',
  status: 'stable',
  domains: ['www.journals.uchicago.edu'],
  rules: [
    ...atyponDoiRules({
      kinds: ['abs', 'full', 'pdf', 'epdf', 'pdfplus', 'citedby', 'ref', 'suppl'],
      rtypes: { citedby: 'RECORD_VIEW' },
      mimes: { pdfplus: 'PDF', suppl: 'HTML' },
    }),
    {
      path: /^\/toc\/[a-z]+\/(?<issue>current)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', issue: '{issue}' },
    },
    {
      path: /^\/(?:toc\/[a-z]+(?:\/[0-9]+\/[0-9]+)?|loi\/[a-z]+|journals\/[a-z]+\/(?:received|current|issues))\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
