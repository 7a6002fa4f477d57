import { definePlatform, lookup, lower } from '../../rules/index.js';

// Book slugs end with the catalogue number (`…-42310`), which the title_id drops.
const BOOK_SLUG = '(?<slug>(?<title>[a-z0-9_-]+?)(?:-[0-9]+)?)';
const PLAYER = {
  playebook: ['BOOK', 'PDF'],
  downloadebook: ['BOOK', 'PDF'],
  downloadepub: ['BOOK', 'EPUB'],
  playepub: ['BOOK', 'EPUB'],
  ebook: ['ABS', 'HTML'],
} as const;
const rtypeOf = Object.fromEntries(Object.entries(PLAYER).map(([k, [rtype]]) => [k, rtype]));
const mimeOf = Object.fromEntries(Object.entries(PLAYER).map(([k, [, mime]]) => [k, mime]));

export default definePlatform({
  name: 'harmatheque',
  longName: 'Harmathèque',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a93d5e28f843b03039880c',
  publisherName: "Éditions L'Harmattan",
  status: 'stable',
  domains: ['www.harmatheque.com', 'pdf.harmattan.fr', 'liseuse.harmattan.fr'],
  rules: [
    {
      path: new RegExp(
        `^/(?<page>playebook|downloadebook|downloadepub|playepub|ebook)/${BOOK_SLUG}/?$`,
        'i',
      ),
      fields: {
        rtype: lookup(lower('{page}'), rtypeOf),
        mime: lookup(lower('{page}'), mimeOf),
        title_id: '{title}',
        unitid: '{slug}',
      },
    },
    {
      path: /^\/article\/(?<id>[a-z0-9_-]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/play(?<media>video|audio)\/(?<id>[a-z0-9_-]+)\/?$/i,
      fields: {
        rtype: lookup(lower('{media}'), { video: 'VIDEO', audio: 'AUDIO' }),
        mime: 'MISC',
        title_id: '{id}',
        unitid: '{id}',
      },
    },
    // pdf.harmattan.fr reader
    {
      path: /^\/pdfswf\/livre\.asp$/i,
      query: { idbook: /^(?<id>[0-9a-f]+)$/i, isbn: /^(?<isbn>[0-9]{12}[0-9X])$/i },
      fields: {
        rtype: 'BOOK',
        mime: 'PDF',
        print_identifier: '{isbn}',
        title_id: '{isbn}',
        unitid: '{id}',
      },
    },
    { path: /^\/rechercheavancee\/result\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    { path: /^\/(?:advanced|recherche)\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
