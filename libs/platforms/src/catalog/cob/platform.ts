import {
  silverchairIssueArticleRule,
  silverchairIssueTocRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform, issueFields } from '../../rules/index.js';

// A Silverchair site; the reference names articles by their whole path after the kind.
const ARTICLE_PATH = '{vol}/{issue}/{page}/{id}/{slug}';

export default definePlatform({
  name: 'cob',
  longName: 'Company of Biologists',
  docUrl: 'https://analyses.ezpaarse.org/platforms/66ba68ae318b257026852114',
  status: 'beta',
  domains: ['journals.biologists.com', 'journals-biologists-com.manchester.idm.oclc.org'],
  rules: [
    silverchairIssueTocRule({
      rtype: 'ISSUE',
      mime: 'HTML',
      vol: '{vol}',
      issue: '{issue}',
      unitid: '{vol}/{issue}',
    }),
    silverchairIssueArticleRule({
      kinds: ['article'],
      fields: issueFields('ARTICLE', 'HTML', ARTICLE_PATH, { code: '{slug}' }),
    }),
    silverchairIssueArticleRule({
      kinds: ['article-pdf'],
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        vol: '{vol}',
        issue: '{issue}',
        unitid: ARTICLE_PATH,
      },
    }),
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
    silverchairSearchRule(),
  ],
});
