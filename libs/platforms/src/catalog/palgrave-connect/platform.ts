import { definePlatform } from '../../rules/index.js';

const BOOK_DOI = '(?<doi>10\\.[0-9]{4,9}/(?<isbn>97[89][0-9]{10}))';
const INSIDE = '^/pc/[^/]+/browse/inside';

export default definePlatform({
  name: 'palgrave-connect',
  longName: 'Palgrave Connect',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a87d64c837a9ed16823a54',
  publisherName: 'Palgrave Macmillan',
  status: 'stable',
  domains: ['www.palgraveconnect.com'],
  rules: [
    {
      path: new RegExp(`^/pc/doifinder/${BOOK_DOI}/?$`, 'i'),
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        doi: '{doi}',
        print_identifier: '{isbn}',
        unitid: '{doi}',
      },
    },
    {
      path: new RegExp(`${INSIDE}/chapter/(?<isbn>97[89][0-9]{10})/[^/]+\\.html$`, 'i'),
      query: { chapterDoi: /^(?<chapter>[0-9.]+)$/ },
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        doi: '{chapter}',
        print_identifier: '{isbn}',
        unitid: 'chapter/{isbn}',
      },
    },
    // The download link appends `&chapterDoi=` to the path itself.
    {
      path: new RegExp(
        `${INSIDE}/download/chapter/(?<chapter>(?<isbn>97[89][0-9]{10})\\.[0-9]+)/[^/]+\\.pdf(?:&.*)?$`,
        'i',
      ),
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        doi: '{chapter}',
        print_identifier: '{isbn}',
        unitid: 'chapter/{isbn}',
      },
    },
    {
      path: new RegExp(`${INSIDE}/epub/(?<isbn>97[89][0-9]{10})\\.epub$`, 'i'),
      fields: { rtype: 'BOOK', mime: 'EPUB', print_identifier: '{isbn}', unitid: 'epub/{isbn}' },
    },
    {
      path: new RegExp(`^/articles/${BOOK_DOI}/?$`, 'i'),
      fields: {
        rtype: 'BOOK',
        mime: 'PDF',
        doi: '{doi}',
        print_identifier: '{isbn}',
        unitid: '{doi}',
      },
    },
  ],
});
