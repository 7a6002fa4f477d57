import { definePlatform, matches, pick } from '../../rules/index.js';

// Book DOIs end in the ISBN; chapter DOIs add the page range (<ISBN>-151-214).
export default definePlatform({
  name: 'utb',
  longName: 'utb',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b48a20284483a5fe1e34894',
  status: 'beta',
  domains: ['elibrary.utb.de'],
  rules: [
    {
      path: /^\/doi\/book\/(?<doi>10\.[0-9]{4,9}\/(?<isbn>97[89][0-9]{10}))\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        online_identifier: '{isbn}',
        doi: '{doi}',
        unitid: '{isbn}',
      },
    },
    {
      path: /^\/doi\/(?:(?<kind>pdf|epdf|full|abs)\/)?(?<doi>10\.[0-9]{4,9}\/(?<id>(?<isbn>97[89][0-9]{10})-[0-9a-z-]+))\/?$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: pick(matches('{kind}', /pdf/i), 'PDF', 'HTML'),
        online_identifier: '{isbn}',
        doi: '{doi}',
        unitid: '{id}',
      },
    },
  ],
});
