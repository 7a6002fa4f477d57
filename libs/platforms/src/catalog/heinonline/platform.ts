import { definePlatform } from '../../rules/index.js';

// A handle is `hein.<collection>/<code><volume>`; the code without its volume is the title.
const HANDLE = /^(?<handle>hein\.[a-z]+\/(?<code>[a-z_]+?)[0-9]*)$/i;
const ID = /^(?<id>[0-9]+)$/;

export default definePlatform({
  name: 'heinonline',
  longName: 'HeinOnline',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552cd997dd8004718c54dd58',
  publisherName: 'William S. Hein & Co.',
  status: 'beta',
  domains: ['heinonline.org'],
  rules: [
    {
      path: /^\/HOL\/PageMulti$/i,
      query: { handle: HANDLE, id: ID, number_of_pages: /^(?<pages>[0-9]+)$/ },
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{code}',
        unitid: '{handle}/{id}/{pages}',
      },
    },
    {
      path: /^\/HOL\/(?:Page|Print|PrintRequest)$/i,
      query: { handle: HANDLE, id: ID },
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{code}', unitid: '{handle}/{id}' },
    },
    {
      path: /^\/HOL\/Contents$/i,
      query: { handle: HANDLE, id: ID },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{handle}/{id}' },
    },
    {
      path: /^\/HOL\/Index$/i,
      query: { index: /^(?<index>[a-z]+\/(?<code>[a-z_]+))$/i },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{index}' },
    },
  ],
});
