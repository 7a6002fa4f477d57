import { definePlatform, issueFields } from '../../rules/index.js';

// TODO(#10): move to the silverchair family (journals.biologists.com runs on Silverchair).
export default definePlatform({
  name: 'cob',
  longName: 'Company of Biologists',
  status: 'beta',
  domains: ['journals.biologists.com', 'journals-biologists-com.manchester.idm.oclc.org'],
  rules: [
    {
      path: /^\/[a-z]+\/issue\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/?$/i,
      fields: {
        rtype: 'ISSUE',
        mime: 'HTML',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{vol}/{issue}',
      },
    },
    {
      path: /^\/[a-z]+\/article\/(?<id>(?<vol>[0-9]+)\/(?<issue>[^/]+)\/[^/]+\/[0-9]+\/(?<slug>[^/]+))$/i,
      fields: issueFields('ARTICLE', 'HTML', '{id}', { code: '{slug}' }),
    },
    {
      path: /^\/[a-z]+\/article-pdf\/(?<id>(?<vol>[0-9]+)\/(?<issue>[^/]+)\/[^/]+\/[0-9]+\/[^/]+\.pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', vol: '{vol}', issue: '{issue}', unitid: '{id}' },
    },
    {
      path: /^\/Toolbox\/DownloadCombinedArticleAndSupplmentPdf$/i,
      query: {
        resourceId: /^(?<id>[0-9]+)$/,
        pdfUrl:
          /^\/[a-z]+\/content_public\/journal\/(?<code>[a-z]+)\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\//i,
      },
      fields: {
        rtype: 'SUPPL',
        mime: 'PDF',
        db_id: '{code}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{id}',
      },
    },
    { path: /^\/[a-z]+\/search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
