import { definePlatform } from '../../rules/index.js';

// Ids are <journal code>.<volume>[.<first page>]; article DOIs are 10.4028/www.scientific.net/<id>.
export default definePlatform({
  name: 'scientific',
  longName: 'Scientific',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552d1ead70ee97e98c3ae73b',
  status: 'beta',
  domains: ['www.scientific.net'],
  rules: [
    {
      path: /^\/(?<id>(?<code>[A-Z]+)\.[0-9-]+\.[0-9]+)\.pdf$/,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{code}',
        doi: '10.4028/www.scientific.net/{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<id>(?<code>[A-Z]+)\.[0-9-]+\.[0-9]+)\/?$/,
      fields: {
        rtype: 'ABS',
        mime: 'HTML',
        title_id: '{code}',
        doi: '10.4028/www.scientific.net/{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<id>(?<code>[A-Z]+)\.[0-9-]+)\/?$/,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
  ],
});
