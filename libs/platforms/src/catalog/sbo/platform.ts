import { definePlatform } from '../../rules/index.js';

// /library/view/<slug>/<ISBN>/<…>/<part>.xhtml
export default definePlatform({
  name: 'sbo',
  longName: 'Safari Books Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c330e5662a2013697a2799',
  status: 'beta',
  domains: ['oreilly.com', 'learning.oreilly.com'],
  rules: [
    {
      path: /^\/library\/view\/[^/]+\/(?<isbn>97[89][0-9]{10})\/(?:.*\/)?(?<part>[^/]+)\.x?html$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        online_identifier: '{isbn}',
        unitid: '{part}',
      },
    },
    {
      path: /^\/library\/view\/[^/]+\/(?<isbn>97[89][0-9]{10})\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
  ],
});
