import type { Fields } from '../../rules/index.js';
import { definePlatform, lookup } from '../../rules/index.js';

const toc = (unitid: string): Fields => ({ rtype: 'TOC', mime: 'HTML', unitid });
// Legacy ASP sites prefix pages with a collection: /jazz/…, /World/…, or nothing.
const GENRE = '(?:/[a-z]+)?';

export default definePlatform({
  name: 'naxos',
  longName: 'Naxos',
  docUrl: 'http://ang.couperin.org/platforms/5d6ec392ec94b21b07a71bd5',
  status: 'stable',
  domains: [
    'videostream.api.naxosvideolibrary.com',
    'audiostream.naxosmusiclibrary.com',
    'univportal.naxosmusiclibrary.com',
    'bibnatlux.naxosmusiclibrary.com',
    'emory.naxosmusiclibrary.com',
    'emory.naxosspokenwordlibrary.com',
    'emory.naxosvideolibrary.com',
    'emory.naxosworks.com',
    'emory.nml3.naxosmusiclibrary.com',
    'gu.naxosmusiclibrary.com',
    'naxosmusiclibrary.com',
    'naxosspokenwordlibrary.com',
    'naxosvideolibrary.com',
    'naxosworks.com',
    'nml3.naxosmusiclibrary.com',
    'bnf.naxosmusiclibrary.com',
    'wvuwl.naxosmusiclibrary.com',
    'www.naxosmusiclibrary.com',
    'ntch.naxosmusiclibrary.com',
    'ntch.naxosvideolibrary.com',
    'ntch.naxosworks.com',
    'ipm.naxosmusiclibrary.com',
    'ipm.naxosspokenwordlibrary.com',
    'institutocervantes.naxosmusiclibrary.com',
    'gu.nml3.naxosmusiclibrary.com',
    'stjohns.naxosmusiclibrary.com',
    'nccu.naxosmusiclibrary.com',
    'mwsuniv.naxosmusiclibrary.com',
    'cuc.naxosmusiclibrary.com',
    'calgarypl.naxosmusiclibrary.com',
    'kcl.naxosmusiclibrary.com',
    'rhodes.naxosmusiclibrary.com',
    'wmich.naxosmusiclibrary.com',
    'oberlincoll.naxosmusiclibrary.com',
    'oberlincoll.naxosspokenwordlibrary.com',
    'oberlincoll.naxosvideolibrary.com',
  ],
  rules: [
    // Streams and audio files.
    {
      path: /^\/media\/.*\/(?<file>[^/]+)\.(?:mp4|mp3|m4a)$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{file}' },
    },
    {
      path: /\/track\/streamLog$/i,
      query: { trackId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^(?:\/(?<db>[a-z]+))?\/naxos\/track\/audio\/address$/i,
      query: { trackId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'AUDIO', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
    { path: /\/track\/trackListByIds$/i, query: { ids: /^(?<ids>.+)$/ }, fields: toc('{ids}') },
    {
      path: /^\/resources\/pronunciation\/(?<id>[a-z]+\/[^/]+)\.mp3$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/arthur\/data\/(?<id>[^/]+)\.mp3$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/arthur\/(?<id>data\/[^/]+)\.html?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/mtio\/assets\/pages\/(?<id>.+)\.asp$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    // Albums, composers, regions, cultural groups (legacy and current sites).
    {
      path: new RegExp(`^${GENRE}/catalogue/item\\.asp$`, 'i'),
      query: { cid: /^(?<id>.+)$/ },
      fields: toc('{id}'),
    },
    { path: new RegExp(`^${GENRE}/catalogue/(?<id>[^/]+)$`, 'i'), fields: toc('{id}') },
    {
      path: new RegExp(`^${GENRE}/composer/btm\\.asp$`, 'i'),
      query: { composerid: /^(?<id>.+)$/ },
      fields: toc('{id}'),
    },
    {
      path: /\/GeoMap\/GeoMapApi\.asp$/i,
      query: { region: /^(?<id>.+)$/ },
      fields: toc('{id}'),
    },
    {
      path: /\/culturalgroupinfo\.asp$/i,
      query: { id: /^(?<id>.+)$/ },
      fields: toc('{id}'),
    },
    {
      path: /\/featuredarticles\.asp$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{q.art}' },
    },
    // Naxos Video Library titles and artists; Naxos Works composers.
    {
      path: /^\/title\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/artist\/(?<id>(?!search$)[^/]+)$/i, fields: toc('{id}') },
    { path: /^\/composers\/(?<id>[0-9]+)\/?$/i, fields: toc('{id}') },
    { path: /^\/folder$/i, query: { category: /^(?<id>.+)$/ }, fields: toc('{id}') },
    { path: /^\/label\/(?<id>[^/]+\/-?[0-9]+\/[0-9]+)$/i, fields: toc('{id}') },
    // Resources: study areas and junior section are book-like; libretti are records.
    {
      path: /^\/resources\/opera\/libretto\/(?<id>.+?)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/resources\/studyarea\/(?<id>[^/]+\/[^/]+(?:\/[^/]+)?)\/$/i,
      fields: toc('{id}'),
    },
    {
      path: /^\/resources\/studyarea\/(?<id>[^/]+\/[^/]+(?:\/[^/]+)?)$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/resources\/juniorsection\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/resources\/work-analyses\/(?<id>[^/]+)\/?$/i, fields: toc('{id}') },
    {
      path: /^\/resources\/(?<id>[a-z-]+)\/?$/i,
      fields: {
        rtype: lookup('{id}', { audiobooks: 'SEARCH' }, 'TOC'),
        mime: 'HTML',
        unitid: '{id}',
      },
    },
    // Everything else is browsing or searching the catalogue (lists, labels, composers, results).
    {
      // Segments, each followed by a slash but the last: written without the nested quantifier
      // of `(?:[…]+\/?)*`, which backtracks exponentially on a long path that does not match.
      path: /^\/(?:[a-z0-9_.-]+\/)*[a-z0-9_.-]*$/i,
      when: (ctx) => !/\.(?:css|js|png|gif|jpe?g|ico|svg|woff2?)$/i.test(ctx.url.pathname ?? ''),
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
