import { definePlatform } from '../../rules/index.js';

// The reference folder is `kiss`; the platform's name is `KISS`.
export default definePlatform({
  name: 'KISS',
  folder: 'kiss',
  longName: 'Koreanstudies Information Service System',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['kiss.kstudy.com'],
  rules: [
    // Subject browsing and the "related theses" side panel are search pages.
    { path: /^\/subject\/[a-z0-9-]+\.asp$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/inc\/aside_view_thesis\.asp$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/publish\/pub-office\.asp$/i,
      query: { queryIn: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/journal\/journal-view\.asp$/i,
      query: { key1: /^(?<key1>[0-9]+)$/, key2: /^(?<key2>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{key1}/{key2}' },
    },
    {
      path: /^\/thesis\/thesis-view\.asp$/i,
      query: { key: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    // Full-text viewer: institution / file / publisher keys.
    {
      path: /^\/search\/open_viewer\.asp$/i,
      query: { inst_key: true, a_imag: true, publ_key: true },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{q.inst_key}/{q.a_imag}/{q.publ_key}' },
    },
  ],
});
