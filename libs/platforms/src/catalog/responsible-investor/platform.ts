import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'responsible-investor',
  longName: 'Responsible Investor',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fd8f8fae5368e375cd9f990',
  status: 'beta',
  domains: ['www.responsible-investor.com'],
  rules: [
    {
      path: /^\/articles\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/(?<section>reports|articles)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{section}' },
    },
  ],
});
