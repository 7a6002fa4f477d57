import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'mdpi',
  longName: 'MDPI',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5f71b190356a376f53d2aed8',
  status: 'beta',
  domains: ['www.mdpi.com'],
  rules: [
    // /<ISSN>/<vol>/<issue>/<article>[/htm|/pdf]: the bare article page is its abstract.
    {
      path: /^\/(?<issn>[0-9]{4}-[0-9]{3}[0-9X])\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/(?<art>[0-9]+)(?:\/(?<view>htm|pdf|xml|s[0-9]+))?\/?$/i,
      fields: {
        rtype: lookup('{view}', { htm: 'ARTICLE', pdf: 'ARTICLE', xml: 'ARTICLE' }, 'ABS'),
        mime: lookup('{view}', { pdf: 'PDF', xml: 'XML' }, 'HTML'),
        print_identifier: '{issn}',
        unitid: '{issn}/{vol}/{issue}/{art}',
      },
    },
    {
      path: /^\/(?<issn>[0-9]{4}-[0-9]{3}[0-9X])\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        print_identifier: '{issn}',
        unitid: '{issn}/{vol}/{issue}',
      },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
