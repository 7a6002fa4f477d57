import { atyponRules } from '../../rules/families/atypon.family.js';
import {
  silverchairIssueArticleRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform, issueFields, issueToc, lookup, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'aip',
  longName: 'American Institute of Physics',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53aa90d9e8207a3393de19ca',
  publisherName: 'American Institute of Physics',
  status: 'stable',
  domains: [
    'scitation.aip.org',
    'aip.scitation.org',
    'physicstoday.scitation.org',
    'aapt.scitation.org',
    'www.aip.org',
    'pubs.aip.org',
    'publishing.aip.org',
    'asa.scitation.org',
    'avs.scitation.org',
    'sor.scitation.org',
  ],
  rules: [
    // Legacy scitation.aip.org (before Atypon): /content/<society>/journal/<code>/<vol>/<issue>.
    {
      path: /^\/content\/[a-z]+\/journal\/(?<code>[a-z0-9]+)\/browse\/?$/i,
      fields: titleToc(),
    },
    {
      path: /^\/content\/[a-z]+\/journal\/(?<code>[a-z0-9]+)\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/?$/i,
      fields: issueToc(),
    },
    {
      path: /^\/docserver\/(?:ahah\/)?fulltext\/[a-z]+\/journal\/(?<code>[a-z0-9]+)\/[^/]+\/[^/]+\/(?<file>[^/]+\.(?<ext>pdf|html?))$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{ext}', { pdf: 'PDF', html: 'HTML', htm: 'HTML' }),
        title_id: '{code}',
        unitid: '{file}',
      },
    },
    // pubs.aip.org (Silverchair since 2023): /<society>/<journal>/…
    silverchairIssueArticleRule({
      site: true,
      kinds: ['article'],
      fields: issueFields('ARTICLE', 'HTML', '{id}', { code: '{journal}' }),
    }),
    {
      path: /^\/[a-z]+\/(?<code>[a-z0-9]+)\/PlatformArticle\/ArticleAbstractAjax$/i,
      query: { articleId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]+\/(?<code>[a-z0-9]+)\/issue\/?$/i,
      fields: titleToc(),
    },
    silverchairSearchRule({}, 'root'),
    { path: /^\/Solr\/SolrSearch\/SearchResults\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Atypon era (aip.scitation.org); issue TOCs use <vol>/<issue> as unitid.
    ...atyponRules({
      issueTocFields: { mime: 'MISC', unitid: '{vol}/{issue}' },
    }),
  ],
});
