import type { Fields } from '../../rules/index.js';
import { definePlatform, has, lookup, pick } from '../../rules/index.js';

// Oxford Handbooks Online: /[mobile/]view/10.1093/oxfordhb/<isbn>.001.0001/oxfordhb-<isbn>[-e-<n>]
const BOOK = '(?<doi>10\\.1093/(?<title>oxfordhb/(?<isbn>[0-9]{13}))\\.001\\.0001)';
// Pages of a few kB are the "subscribe" teaser of a chapter, not the chapter itself.
const MIN_CHAPTER_SIZE_BYTES = 20_000;

const bookFields: Fields = {
  title_id: '{title}',
  unitid: '{doi}',
  doi: '{doi}',
  print_identifier: '{isbn}',
};

export default definePlatform({
  name: 'ohb',
  longName: 'Oxford Handbooks',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a9339b592591550abed53a',
  publisherName: 'Oxford University Press',
  status: 'stable',
  domains: ['www.oxfordhandbooks.com', 'academic.oup.com'],
  rules: [
    {
      path: new RegExp(`^(?:/mobile)?/view/${BOOK}/oxfordhb-[0-9]{13}(?<chapter>-e-[0-9]+)?$`, 'i'),
      fields: {
        ...bookFields,
        rtype: pick(has('{chapter}'), 'BOOK_SECTION', 'TOC'),
        mime: lookup('{q.print}', { pdf: 'PDF' }, 'HTML'),
      },
      analyze: (ctx) => {
        if (!ctx.capture('chapter')) return {};
        const size = Number(ctx.input.size);
        return Number.isFinite(size) && size < MIN_CHAPTER_SIZE_BYTES ? { _granted: 'false' } : {};
      },
    },
    // PDF download box: the DOI path is escaped with $002f for `/`.
    {
      path: /^\/[a-z]+\/downloaddoclightbox\/\$002f10\.1093\$002foxfordhb\$002f(?<isbn>[0-9]{13})\.001\.0001\$002foxfordhb-[0-9]{13}-e-[0-9]+\//i,
      fields: {
        title_id: 'oxfordhb/{isbn}',
        unitid: '10.1093/oxfordhb/{isbn}.001.0001',
        doi: '10.1093/oxfordhb/{isbn}.001.0001',
        print_identifier: '{isbn}',
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
      },
    },
    // academic.oup.com
    {
      path: /^\/edited-volume\/[0-9]+\/chapter\/(?<id>[0-9]+)$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search-results$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
