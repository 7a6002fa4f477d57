import { definePlatform, extract } from '../../rules/index.js';

// `t` filters such as favorite:<id>!<name> or pubname:<id>!<name> name the publication.
const publicationOfFilter = extract(
  '{q.t}',
  /^(?:favorite|pubname):[0-9A-F]+!(?<name>.+)$/i,
  'name',
);

export default definePlatform({
  name: 'nb',
  longName: 'Newsbank',
  docUrl: 'https://infoweb.newsbank.com',
  status: 'beta',
  domains: ['infoweb.newsbank.com'],
  rules: [
    // NewsBank "apps": news and readex (historical newspapers, page images in PDF).
    {
      path: /^\/apps\/news\/document-view$/i,
      query: { docref: /^[a-z]+\/(?<id>.+)$/i },
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        pii: '{q.p}',
        title_id: publicationOfFilter,
        unitid: '{id}',
      },
    },
    {
      path: /^\/apps\/news\/results$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', pii: '{q.p}', title_id: publicationOfFilter },
    },
    {
      path: /^\/apps\/readex\/doc$/i,
      query: { docref: /^image\/v[0-9]+:[0-9A-F]+@[a-z0-9]+-(?<id>.+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', pii: '{q.p}', unitid: '{id}' },
    },
    {
      path: /^\/apps\/readex\/publication-browse$/i,
      search: /[?&]t=pubname:(?<id>.+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', pii: '{q.p}', unitid: '{id}' },
    },
    {
      path: /^\/apps\/readex\/results$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', pii: '{q.p}' },
    },
    // "resources" interface.
    {
      path: /^\/resources\/doc\/nb\/[a-z]+\/(?<id>[0-9A-F-]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', pii: '{q.p}', unitid: '{id}' },
    },
    {
      path: /^\/resources\/search\/nb$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', pii: '{q.p}' },
    },
    // Legacy iw-search.
    {
      path: /^\/iw-search\/we\/[a-z]+$/i,
      query: { p_action: 'doc', f_docnum: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
