import { definePlatform, join, titleToc } from '../../rules/index.js';

const ISBN = '(?<isbn>97[89][0-9]{10})';

export default definePlatform({
  name: 'access-engineering',
  longName: 'Access Engineering',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60085143e5aabc1c8a5ef5d4',
  status: 'beta',
  domains: ['www.accessengineeringlibrary.com'],
  rules: [
    {
      path: new RegExp(`^/content/book/${ISBN}/?$`, 'i'),
      fields: titleToc('{isbn}'),
    },
    {
      path: new RegExp(
        `^/content/book/${ISBN}/toc-chapter/(?<chapter>[^/]+)(?:/section/(?<section>[^/]+))?/?$`,
        'i',
      ),
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        title_id: '{isbn}',
        unitid: join('_', '{isbn}', '{chapter}', '{section}'),
      },
    },
    {
      path: /^\/content\/video\/(?<id>[^/]+)$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    // Interactive calculators (spreadsheets: the reference gives no mime).
    { path: /^\/content\/calculator\/[^/]+$/i, fields: { rtype: 'SUPPL' } },
    { path: /^\/datavis\/[^/]+$/i, fields: { rtype: 'TOOL', mime: 'HTML' } },
  ],
});
