import type { Fields } from '../../rules/index.js';
import { definePlatform, extract, lookup, lower, replace } from '../../rules/index.js';

// Article ids are the DOI suffix after the RSC prefix 10.1039, written in any case in URLs.
const KIND_RTYPE = {
  articlehtml: 'ARTICLE',
  articlepdf: 'ARTICLE',
  articlelanding: 'ABS',
  chapterpdf: 'BOOK_SECTION',
  chapterhtml: 'BOOK_SECTION',
  chapter: 'BOOK_SECTION',
};
const KIND_MIME = { articlepdf: 'PDF', chapterpdf: 'PDF' };
const noDashes = (value: string) => replace(value, /-/g, '');

const articleFields: Fields = {
  rtype: lookup(lower('{kind}'), KIND_RTYPE),
  mime: lookup(lower('{kind}'), KIND_MIME, 'HTML'),
  publication_date: '{year}',
  title_id: lower('{code}'),
  doi: lower('10.1039/{id}'),
  unitid: lower('{id}'),
};

export default definePlatform({
  name: 'rsc',
  longName: 'Royal Society of Chemistry',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54117196c7315fd853984bf8',
  publisherName: 'Royal Society of Chemistry',
  status: 'stable',
  domains: ['pubs.rsc.org'],
  rules: [
    {
      path: /^(?:\/[a-z]{2})?\/content\/(?<kind>articlehtml|articlepdf|articlelanding)\/(?<year>[0-9]{4})\/(?<code>[a-z]+)\/(?<id>[a-z0-9]+)\/?$/i,
      fields: articleFields,
    },
    {
      path: /^(?:\/[a-z]{2})?\/content\/(?<kind>chapterpdf|chapterhtml|chapter)\/(?<year>[0-9]{4})\/(?<id>(?<isbn>97[89][0-9]{10})-[0-9]+)\/?$/i,
      fields: {
        rtype: lookup(lower('{kind}'), KIND_RTYPE),
        mime: lookup(lower('{kind}'), KIND_MIME, 'HTML'),
        publication_date: '{year}',
        online_identifier: '{isbn}',
        print_identifier: noDashes('{q.isbn}'),
        doi: '10.1039/{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^(?:\/[a-z]{2})?\/content\/ebook\/(?<isbn>97[89][0-9-]{10,14})\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'MISC',
        print_identifier: noDashes('{isbn}'),
        unitid: noDashes('{isbn}'),
      },
    },
    // Issue pages carry their parameters after `#!`.
    {
      path: /^(?:\/[a-z]{2})?\/journals\/journalissues\/(?<code>[a-z]+)\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'MISC',
        title_id: lower('{code}'),
        print_identifier: extract(
          '{url.hash}',
          /[!&]issnprint=(?<issn>[0-9]{4}-[0-9]{3}[0-9X])/i,
          'issn',
        ),
        unitid: extract('{url.hash}', /[!&]issueid=(?<issue>[a-z0-9]+)/i, 'issue'),
      },
    },
    {
      path: /^(?:\/[a-z]{2})?\/results\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
