import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, has, lookup, pick } from '../../rules/index.js';

// Book DOIs are 10.xxxx/<ISBN-13>; a chapter adds `-<n>` (or `.ch<n>`) to the ISBN.
const BOOK_DOI =
  '(?<doi>10\\.[0-9]{4,9}/(?<suffix>(?<isbn>97[89][0-9]{10})(?<chapter>[-.][a-z0-9]+)?))';

export default definePlatform({
  name: 'tfe',
  longName: 'Taylor & Francis eBooks',
  docUrl: 'http://analyses.ezpaarse.org/platforms/581ca683fda765dc6c90ab43',
  status: 'beta',
  domains: ['www.tandfebooks.com', 'www.taylorfrancis.com'],
  rules: [
    {
      path: new RegExp(`^/doi/(?<kind>pdf|epub|full|abs|book)/${BOOK_DOI}/?$`, 'i'),
      fields: {
        rtype: pick(
          has('{chapter}'),
          lookup('{kind}', { abs: 'ABS' }, 'BOOK_SECTION'),
          lookup('{kind}', { abs: 'ABS', book: 'TOC' }, 'BOOK'),
        ),
        mime: lookup('{kind}', { pdf: 'PDF', epub: 'EPUB' }, 'HTML'),
        doi: '{doi}',
        unitid: '{suffix}',
        online_identifier: '{isbn}',
      },
    },
    ...atyponRules(),
  ],
});
