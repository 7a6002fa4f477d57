import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'atml',
  longName: 'Atomic Learning',
  docUrl: 'http://analyses.ezpaarse.org/platforms/58f84c4084548ccf60f5bd9a',
  status: 'beta',
  domains: ['atomiclearning.com'],
  rules: [
    {
      path: /^\/[a-z0-9]+\/movie\/(?<movie>[0-9]+)\/play$/i,
      query: { section_id: /^(?<section>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'HTML', title_id: '{movie}', unitid: '{section}' },
    },
    {
      path: /^\/[a-z0-9]+\/download\/.+\/(?<name>[^/]+)\.(?:docx?|pdf|xlsx?|pptx?)$/i,
      fields: { rtype: 'ARTICLE', mime: 'MISC', title_id: '{name}' },
    },
    // Course landing pages: /<topic>-training
    {
      path: /^\/(?<course>[a-z0-9-]+-training)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{course}' },
    },
  ],
});
