import { definePlatform, extract } from '../../rules/index.js';

// Book ids are CBO + ISBN-13, chapter ids add A<nnn>.
const BOOK = /^(?<bid>CBO(?<isbn>97[89][0-9]{10}))$/i;
const CHAPTER = /^(?<cid>CBO(?<isbn>97[89][0-9]{10})[A-Z][0-9]+)$/i;
const bookOfChapter = extract('{cid}', /^CBO[0-9]{13}/i);

export default definePlatform({
  name: 'cbo',
  longName: 'Cambridge Books Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53ba8e24af4a721191cf0e4c',
  publisherName: 'Cambridge university press',
  status: 'stable',
  domains: ['ebooks.cambridge.org'],
  rules: [
    {
      path: /^\/ebook\.jsf$/i,
      query: { bid: BOOK },
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        online_identifier: '{isbn}',
        title_id: '{bid}',
        unitid: '{bid}',
      },
    },
    {
      path: /^\/(?<view>chapter|pdf_viewer)\.jsf$/i,
      query: { cid: CHAPTER },
      fields: {
        rtype: 'BOOK_SECTION',
        mime: (ctx) => (ctx.capture('view') === 'pdf_viewer' ? 'PDF' : 'HTML'),
        online_identifier: '{isbn}',
        title_id: bookOfChapter,
        unitid: '{cid}',
      },
    },
    {
      path: /^\/open_pdf\/(?<cid>CBO(?<isbn>97[89][0-9]{10})[A-Z][0-9]+)$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        online_identifier: '{isbn}',
        title_id: bookOfChapter,
        unitid: '{cid}',
      },
    },
  ],
});
