import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'brgm',
  longName: 'BUREAU DE RECHERCHES GÉOLOGIQUES ET MINIÈRES',
  docUrl: 'http://analyses.ezpaarse.org/platforms/566995de139a24e9200b5b03',
  status: 'beta',
  domains: ['geolfrance.brgm.fr'],
  rules: [
    // Article PDFs: revues_articles_<journal><n>_<issue>_<year>.pdf.
    {
      path: /^\/sites\/default\/files\/upload\/documents\/(?:revues_articles_)?(?<id>[a-z]+[0-9]+_[0-9]+_(?<year>[0-9]{4}))\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', publication_date: '{year}', unitid: '{id}' },
    },
    // Issue and thematic pages are one hyphenated slug at the root of the journal site.
    {
      path: /^\/(?<id>[a-z0-9]+(?:-[a-z0-9]+)+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: 'geolfrance', unitid: '{id}' },
    },
  ],
});
