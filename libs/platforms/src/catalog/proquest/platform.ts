import { definePlatform, lookup, lower } from '../../rules/index.js';

// `/[<database>/]docview/<id>/<view>/…` views on search.proquest.com and www.proquest.com.
const VIEW_RTYPE = {
  abstract: 'ABS',
  citation: 'RECORD_VIEW',
  fulltext: 'ARTICLE',
  fulltextpdf: 'ARTICLE',
  fulltextwithgraphics: 'ARTICLE',
  previewpdf: 'PREVIEW',
  pagepdf: 'ARTICLE',
};
const VIEW_MIME = { fulltextpdf: 'PDF', previewpdf: 'PDF', pagepdf: 'PDF' };
const DB = '^/(?:(?<db>[a-z0-9]+)/)?';

export default definePlatform({
  name: 'proquest',
  longName: 'Proquest',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552d04c63c918773e8adb432',
  status: 'rc1',
  domains: [
    'www.proquest.com',
    'search.proquest.com',
    'dialog.proquest.com',
    'proquest.com',
    'media.proquest.com',
    'ebookcentral.proquest.com',
    'explore.proquest.com',
    'pqrc.proquest.com',
    'supremecourt.proquest.com',
    'statabs.proquest.com',
    'regulatoryinsight.proquest.com',
    'li.proquest.com',
    'indianclaims.proquest.com',
    'blackfreedom.proquest.com',
    'parlipapers.proquest.com',
    'hv.proquest.com',
    'congressional.proquest.com',
    'africanamericanheritage.proquest.com',
    'datasets.proquest.com',
    'digitalmicrofilm.proquest.com',
    'digitalmicrofilm1.proquest.com',
    'digitalsanbornmaps.proquest.com',
    'fedsearch.proquest.com',
    'fold3library.proquest.com',
    'gateway.proquest.com',
    'historicmapworks.proquest.com',
    'hngraphical.proquest.com',
    'hv.conquestsystems.com',
    'literature.proquest.com',
    'media2.proquest.com',
    'newspaperslibrary.proquest.com',
    'online.culturegrams.com',
    'openurl.proquest.com',
    'proquest.umi.com',
    'prq.st',
    'sanborn.umi.com',
    'statab.conquestsystems.com',
    'statistical.proquest.com',
    'trendspolicy.proquest.com',
    'trials.proquest.com',
    'wt3.proquest.com',
    'www.proquestk12.com',
  ],
  rules: [
    {
      path: new RegExp(`${DB}docview/(?<id>[0-9]+)(?:/(?<view>[a-z]+))?(?:/.*)?$`, 'i'),
      fields: {
        rtype: lookup(lower('{view}'), VIEW_RTYPE, 'ARTICLE'),
        mime: lookup(lower('{view}'), VIEW_MIME, 'HTML'),
        title_id: '{db}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`${DB}(?:results|search|advanced|basic)(?:/.*)?$`, 'i'),
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: '{db}' },
    },
    // Document images on media.proquest.com: …/doc/<id>/… or /media/hms/<coll>/<n>/<id>.
    {
      host: /^media[0-9]*\.proquest\.com$/i,
      path: /^\/media\/.*\/doc\/(?<id>[^/]+)(?:\/.*)?$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      host: /^media[0-9]*\.proquest\.com$/i,
      path: /^\/media\/hms\/[^/]+\/[0-9]+\/(?<id>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    // Ebook Central: /lib/<institution>/<action>.action
    {
      host: 'ebookcentral.proquest.com',
      path: /^\/lib\/[^/]+\/(?:search|advancedSearch)\.action$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: 'ebookcentral' },
    },
    {
      host: 'ebookcentral.proquest.com',
      path: /^\/lib\/[^/]+\/detail\.action$/i,
      query: { docID: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: 'ebookcentral', unitid: '{id}' },
    },
    {
      host: 'ebookcentral.proquest.com',
      path: /^\/lib\/[^/]+\/reader\.action$/i,
      query: { docID: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'HTML', title_id: 'ebookcentral', unitid: '{id}' },
    },
  ],
});
