import { definePlatform, equals, join, lookup, pick } from '../../rules/index.js';

// Bristol University Press Digital (PubFactory): the unitid keeps the file name and its tab.
const TAB_MIME = { pdf: 'PDF' };

export default definePlatform({
  name: 'bup',
  longName: 'Bristol University Press Digital',
  docUrl: 'http://analyses.ezpaarse.org/platforms/652e9709cc59f04a297ddd70',
  status: 'beta',
  domains: ['bristoluniversitypressdigital.com', 'bristoluniversitypressdigital-com'],
  rules: [
    {
      path: /^\/view\/journals\/(?<id>[a-z0-9]+\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/[a-z0-9]+\.[0-9]+\.issue-[^/]+\.xml)$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', vol: '{vol}', issue: '{issue}', unitid: '{id}' },
    },
    {
      path: /^\/view\/journals\/(?<id>[a-z0-9]+\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/article-p(?<page>[0-9]+)[^/]*\.xml)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{q.tab_body}', TAB_MIME, 'HTML'),
        vol: '{vol}',
        issue: '{issue}',
        first_page: '{page}',
        unitid: join('', '{id}', '{url.search}'),
      },
    },
    {
      path: /^\/display\/book\/(?<isbn>97[89][0-9]{10})\/(?=97[89])[0-9]+\.xml$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
    {
      path: /^\/display\/book\/(?<id>(?<isbn>97[89][0-9]{10})\/[a-z]+[0-9]+\.xml)$/i,
      fields: {
        rtype: pick(equals('{q.tab_body}', 'abstract'), 'ABS', 'BOOK_SECTION'),
        mime: lookup('{q.tab_body}', TAB_MIME, 'HTML'),
        online_identifier: '{isbn}',
        unitid: join('', '{id}', '{url.search}'),
      },
    },
  ],
});
