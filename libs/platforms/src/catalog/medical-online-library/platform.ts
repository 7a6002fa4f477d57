import { definePlatform, issueFields, lookup, titleToc } from '../../rules/index.js';

// GoodsID = <journal>/<year>/<vol:4><issue:2>/<item>; name = <first page>-<last page><suffix>.
const GOODS =
  /^(?<goods>(?<code>[a-z0-9]+)\/(?<year>[0-9]{4})\/(?<vol>[0-9]{4})(?<issue>[0-9]{2})\/[0-9]+)$/i;

export default definePlatform({
  name: 'medical-online-library',
  longName: 'Medical Online Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f276e81d92930026745f33',
  status: 'beta',
  domains: ['mol.medicalonline.jp', 'pha.medicalonline.jp', 'dev.medicalonline.jp'],
  rules: [
    {
      path: /^\/library\/journal\/(?<view>download|abstract)$/i,
      query: { GoodsID: GOODS, name: /^(?<first>[0-9]+)-(?<last>[0-9]+)[a-z]*$/i },
      fields: {
        ...issueFields(
          lookup('{view}', { download: 'ARTICLE', abstract: 'ABS' }),
          lookup('{view}', { download: 'PDF', abstract: 'HTML' }),
          '{goods}',
          { year: '{year}' },
        ),
        first_page: '{first}',
        last_page: '{last}',
      },
    },
    {
      path: /^\/library\/archive\/select$/i,
      query: { jo: /^(?<code>[a-z0-9]+)$/i },
      fields: titleToc(),
    },
    // Drug package inserts on pha.medicalonline.jp.
    {
      path: /^\/tenpu_html\/[a-z]+\/(?<id>[a-z0-9]+)\.html?$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:index|library)\/search(?:\/result)?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
