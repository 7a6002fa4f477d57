import type { Fields } from '../../rules/index.js';
import { definePlatform, lookup } from '../../rules/index.js';

// Media ids start with a type prefix: pc (picture), ta (table), au (audio), lr (map), vd (video).
const MEDIA_RTYPE = { pc: 'IMAGE', ta: 'TABLE', au: 'AUDIO', lr: 'MAP', vd: 'VIDEO' };
const MEDIA_MIME = { pc: 'GIF', ta: 'HTML', au: 'MP3', lr: 'GIF', vd: 'MISC' };
const dbFields: Fields = {
  db_id: '{db}',
  db_name: lookup('{db}', { advanced: 'Advanced' }),
  db_title: lookup('{db}', { advanced: 'Advanced' }),
};

export default definePlatform({
  name: 'wbo',
  longName: 'World Book Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fb845715d8f7e8b4aa0902d',
  status: 'beta',
  domains: ['www.worldbookonline.com', 'media.worldbookonline.com', 'bth.worldbook.com'],
  rules: [
    {
      path: /^\/(?<db>[a-z-]+)\/article\/?$/i,
      query: { id: /^(?<id>[a-z0-9-]+)$/i },
      fields: { ...dbFields, rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/(?<db>[a-z-]+)\/media\/?$/i,
      query: { id: /^(?<id>(?<type>[a-z]{2})[0-9]+(?:-[a-z0-9]+)?)$/i },
      fields: {
        ...dbFields,
        rtype: lookup('{type}', MEDIA_RTYPE),
        mime: lookup('{type}', MEDIA_MIME),
        title_id: '{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<db>[a-z-]+)\/search\/?$/i,
      fields: { ...dbFields, rtype: 'SEARCH', mime: 'HTML' },
    },
    // Single-page apps route in the hash: /wbel/#/stories/<id>, /student-new/#/search/…
    {
      path: /^\/(?<db>[a-z-]+)\/?$/i,
      hash: /^#\/(?<kind>stories|videos|books)\/(?<id>[a-z0-9]+)/i,
      fields: {
        db_id: '{db}',
        rtype: lookup('{kind}', { stories: 'BOOK', books: 'BOOK', videos: 'VIDEO' }),
        mime: 'HTML',
        title_id: '{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<db>[a-z-]+)\/?$/i,
      hash: /^#\/search\//i,
      fields: { db_id: '{db}', rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      host: 'media.worldbookonline.com',
      path: /\/content\/(?<id>[a-z]{2}[0-9]+)\.(?:jpe?g|gif|png)$/i,
      fields: { rtype: 'IMAGE', mime: 'GIF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/bth\/?$/i,
      query: { p: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/bth\/?$/i, query: { cat: true }, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
