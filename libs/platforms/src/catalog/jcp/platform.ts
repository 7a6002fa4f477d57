import { definePlatform, lookup, lower, slice } from '../../rules/index.js';

// The site hosts two journals, named by the first path segment.
const TITLE_OF_CODE = {
  jcp: 'The Journal of Clinical Psychiatry',
  pcc: 'The Primary Care Companion For CNS Disorders',
};
const titleOf = (capture: string) => lookup(lower(`{${capture}}`), TITLE_OF_CODE);

export default definePlatform({
  name: 'jcp',
  longName: 'Journal of Clinical Psychiatry',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a87341f34a6dcf1b9b3183f',
  status: 'stable',
  domains: ['www.psychiatrist.com'],
  rules: [
    // Legacy SharePoint pages: /JCP/article/Pages/<yyyy>/v<vol>n<issue>/<id>.aspx
    {
      path: /^\/(?<code>jcp|pcc)\/article\/Pages\/[0-9]{4}\/v[0-9]+n[0-9]+\/(?<id>[0-9a-z]+)\.aspx$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '10.4088/{code}.{id}', unitid: '{id}' },
    },
    {
      path: /^\/(?<code>jcp|pcc)\/article\/binaryfiles\/audio\/player\.aspx$/i,
      query: { url: /\/(?<id>[^/]+)\.mp3$/i },
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}', publication_title: titleOf('code') },
    },
    {
      path: /^\/(?<code>jcp|pcc)\/article\/BinaryFiles\/audio\/(?:[^/]+\/)*(?<id>[^/]+)\.mp3$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}', publication_title: titleOf('code') },
    },
    {
      path: /^\/(?<code>jcp|pcc)\/toc\/pages\/[a-z]+\.aspx$/i,
      fields: { rtype: 'TOC', mime: 'HTML', publication_title: titleOf('code') },
    },
    {
      path: /^\/(?<code>jcp|pcc)\/Pages\/weekly\.aspx$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', publication_title: titleOf('code') },
    },
    // Current site.
    {
      path: /^\/advanced-search\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', query_string: slice('{url.search}', 1) },
    },
    {
      path: /^\/read-pdf\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/(?<code>jcp|pcc)\/[a-z-]+\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        unitid: '{slug}',
        publication_title: titleOf('code'),
      },
    },
  ],
});
