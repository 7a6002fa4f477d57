import { definePlatform, lookup } from '../../rules/index.js';

// Journals and databases of the project (OJS journal paths → titles).
const TITLES = {
  jenda: 'JENdA: A Journal of Culture and African Women Studies',
  amd: 'African Music Database',
  erald: 'Enriching Resource Document & Language Archive',
  ksd: 'Kiswahili Story Database',
  bwd: 'Biafran War Database',
};
const title = lookup('{journal}', TITLES);
const JOURNAL = '^/index\\.php/(?<journal>[a-z0-9]+)';

// TODO(#10): move to the ojs family (africaknowledgeproject.org runs Open Journal Systems).
export default definePlatform({
  name: 'akp',
  longName: 'Africa Knowledge Project ',
  status: 'stable',
  domains: ['www.africaknowledgeproject.org', 'africaknowledgeproject.org'],
  rules: [
    {
      path: new RegExp(`${JOURNAL}/search(?:/search)?/?$`, 'i'),
      fields: { rtype: 'SEARCH', mime: 'MISC', publication_title: title },
    },
    {
      path: new RegExp(`${JOURNAL}/issue/(?:view/)?(?<id>[0-9]+|archive)(?:/showToc)?/?$`, 'i'),
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        publication_title: title,
        title_id: '{id}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`${JOURNAL}/article/view/(?<id>[0-9]+)/?$`, 'i'),
      fields: {
        rtype: 'ABS',
        mime: 'HTML',
        publication_title: title,
        title_id: '{id}',
        unitid: '{id}',
      },
    },
    // A galley: the music database serves recordings, the others text.
    {
      path: new RegExp(`${JOURNAL}/article/(?<view>view|download)/(?<id>[0-9]+/[0-9]+)/?$`, 'i'),
      fields: {
        rtype: (ctx) =>
          ctx.capture('view') === 'view' && ctx.capture('journal') === 'amd' ? 'AUDIO' : 'ARTICLE',
        mime: (ctx) =>
          ctx.capture('view') === 'download'
            ? 'PDF'
            : ctx.capture('journal') === 'amd'
              ? 'MISC'
              : 'HTML',
        publication_title: title,
        title_id: '{id}',
        unitid: '{id}',
      },
    },
  ],
});
