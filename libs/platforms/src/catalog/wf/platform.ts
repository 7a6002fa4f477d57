import { definePlatform, lookup } from '../../rules/index.js';

const SECTION_RTYPE = {
  articles: 'ARTICLE',
  guides: 'RECORD_VIEW',
  questions: 'TOOL',
  companies: 'RECORD_VIEW',
};

export default definePlatform({
  name: 'wf',
  longName: 'Wetfeet',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a34452f98ee3a9a7ab65696',
  status: 'beta',
  domains: ['www.wetfeet.com', 'wetfeet.com'],
  rules: [
    {
      path: /^\/(?<section>articles|guides|questions|companies)\/(?:[a-z]\/)?(?<slug>[a-z0-9-]+)\/?$/i,
      fields: {
        rtype: lookup('{section}', SECTION_RTYPE),
        mime: 'HTML',
        title_id: '{slug}',
        unitid: '{slug}',
      },
    },
    {
      path: /^\/(?:articles|guides|questions|companies)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
  ],
});
