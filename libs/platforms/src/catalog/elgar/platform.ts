import { pubfactoryPageArticleRule } from '../../rules/families/pubfactory.family.js';
import { definePlatform, has, issueToc, lookup, lower, pick } from '../../rules/index.js';

// Journal articles follow the PubFactory grammar (as on degruyter's 2020 site).
const ISBN = '(?<isbn>97[89][0-9]{10})';

export default definePlatform({
  name: 'elgar',
  longName: 'Elgaronline',
  docUrl: 'https://analyses.ezpaarse.org/platforms/56b85fc4b6ff1a4ef762b9a8',
  status: 'beta',
  domains: ['www.elgaronline.com'],
  rules: [
    pubfactoryPageArticleRule({ view: 'HTML', 'downloadpdf/view': 'PDF' }),
    {
      path: /^\/view\/journals\/(?<code>[a-z0-9]+)\/[0-9]+-[0-9]+\/(?<file>[a-z0-9]+\.(?<year>[0-9]{4})\.(?<vol>[0-9]+)\.issue-(?<issue>[0-9]+))\.xml$/i,
      fields: issueToc('{file}', { year: '{year}' }),
    },
    // Book chapters addressed by DOI suffix <ISBN>.<chapter>.
    {
      path: new RegExp(
        `^/(?:monochap|(?<pdf>downloadpdf)/edcollchap(?:-oa)?/edcoll/[0-9]+)/(?<id>${ISBN}\\.[0-9]+)\\.(?:xml|pdf)$`,
        'i',
      ),
      fields: {
        rtype: 'BOOK_SECTION',
        mime: lookup(lower('{pdf}'), { downloadpdf: 'PDF' }, 'HTML'),
        doi: '10.4337/{id}',
        online_identifier: '{isbn}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/display/book/[0-9]+/b-(?<id>${ISBN}\\.[^/]+)\\.xml$`, 'i'),
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        doi: '10.4337/{id}',
        online_identifier: '{isbn}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/display/book/${ISBN}/(?<file>[0-9]+)\\.xml$`, 'i'),
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        doi: '10.4337/{isbn}',
        online_identifier: '{isbn}',
        unitid: '{isbn}',
      },
    },
    {
      path: new RegExp(
        `^/(?<pdf>downloadpdf/)?display/book/${ISBN}/(?<part>[^/]+)\\.(?:xml|pdf)$`,
        'i',
      ),
      fields: {
        rtype: 'BOOK_SECTION',
        mime: pick(has('{pdf}'), 'PDF', 'HTML'),
        online_identifier: '{isbn}',
        unitid: '{isbn}/{part}',
      },
    },
  ],
});
