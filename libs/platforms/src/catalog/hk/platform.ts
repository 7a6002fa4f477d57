import { definePlatform, issueFields } from '../../rules/index.js';

// TODO(#10): PubFactory grammar shared with degruyter and elgar — candidate for a family.
export default definePlatform({
  name: 'hk',
  longName: 'Human Kinetics',
  status: 'beta',
  domains: ['www.humankinetics.com', 'us.humankinetics.com', 'journals.humankinetics.com'],
  rules: [
    // Ahead-of-print articles are named article-<DOI with '/' as '-'>.
    {
      path: /^\/view\/journals\/(?<code>[a-z0-9]+)\/aop\/(?<id>article-(?<doi>10\.[0-9]{4,}-[^/]+))\/[^/]+\.xml$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{code}', doi: '{doi}', unitid: '{id}' },
    },
    {
      path: /^\/view\/journals\/(?<code>[a-z0-9]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/(?<id>article-p(?<page>[0-9]+))\.xml$/i,
      fields: { ...issueFields('ABS', 'HTML', '{id}'), spage: '{page}' },
    },
    {
      path: /^\/view\/journals\/(?<code>[a-z0-9]+)\/(?<id>[a-z0-9]+-overview)\.xml$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/products\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
