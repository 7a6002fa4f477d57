import { definePlatform, matches, pick } from '../../rules/index.js';

const ID = /^(?<id>[0-9]+)$/;
const idFields = (rtype: string, mime: string) => ({
  rtype,
  mime,
  title_id: '{id}',
  unitid: '{id}',
});

export default definePlatform({
  name: 'eiu',
  longName: 'Economist Intelligence Unit',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: [
    'country.eiu.com',
    'data.eiu.com',
    'gfs.eiu.com',
    'graphics.eiu.com',
    'portal.eiu.com',
    'search.eiu.com',
    'service.eiu.com',
    'store.eiu.com',
    'viewswire.eiu.com',
    'www.eiu.com',
    'eiu.com',
    'viewpoint.eiu.com',
  ],
  rules: [
    {
      path: /^\/industry\/article\/(?<id>[0-9]+)(?:\/.*)?$/i,
      fields: idFields('ARTICLE', 'HTML'),
    },
    // Country articles filed under "Charts and tables" are data pages.
    {
      path: /^\/article\.aspx$/i,
      query: { articleid: ID },
      fields: {
        ...idFields('ARTICLE', 'HTML'),
        rtype: pick(matches('{q.subtopic}', /^charts/i), 'DATA', 'ARTICLE'),
      },
    },
    { path: /^\/index\.asp$/i, query: { article_id: ID }, fields: idFields('ARTICLE', 'HTML') },
    {
      path: /^\/Handlers\/WhitepaperHandler\.ashx$/i,
      query: { fi: /^(?<id>.+\.pdf)$/i },
      fields: idFields('ARTICLE', 'PDF'),
    },
    {
      path: /^\/FileHandler\.ashx$/i,
      query: { issue_id: ID, mode: 'pdf' },
      fields: idFields('ARTICLE', 'PDF'),
    },
    {
      path: /^\/EIUTableView\.aspx$/i,
      query: { pubtype_id: ID },
      fields: idFields('DATA', 'HTML'),
    },
    {
      path: /^\/default\.aspx$/i,
      query: { sText: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/(?:industry\/[a-z-]+(?:\/theme\/.*)?|[a-z-]+(?:\/ArticleList\/.*)?)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
