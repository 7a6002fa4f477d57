import { definePlatform, matches, pick } from '../../rules/index.js';

const idFields = { title_id: '{id}', unitid: '{id}' };

export default definePlatform({
  name: 'cqp',
  longName: 'CQ Press Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a8ca964fe5c22de9a3e6840',
  status: 'beta',
  domains: ['library.cqpress.com'],
  rules: [
    {
      path: /^\/[a-z]+\/document\.php$/i,
      query: { id: /^(?<id>.+)$/ },
      fields: {
        rtype: 'ARTICLE',
        mime: pick(matches('{id}', /\.pdf$/i), 'PDF', 'HTML'),
        ...idFields,
      },
    },
    {
      path: /^\/[a-z]+\/file\.php$/i,
      query: { path: /^(?<id>.+\.pdf)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', ...idFields },
    },
    {
      path: /^\/[a-z]+\/static\.php$/i,
      query: { page: /^(?<id>.+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', ...idFields },
    },
    {
      path: /^\/[a-z]+\/toc\.php$/i,
      query: { parent_id: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', ...idFields },
    },
    {
      path: /^\/[a-z]+\/toc\.php$/i,
      query: { values: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', ...idFields },
    },
    {
      path: /^\/[a-z]+\/imagelib\.php$/i,
      query: { imageid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'IMAGE', mime: 'MISC', ...idFields },
    },
  ],
});
