import { definePlatform } from '../../rules/index.js';

// Modules: e-Anatomy, vet-Anatomy, e-Courses, e-Cases (channels); the path under the module names the item.
export default definePlatform({
  name: 'imaios',
  longName: 'e-Anatomy',
  docUrl: 'http://ang.couperin.org/platforms/5aa858ee31e608ab9bac23a8',
  status: 'beta',
  domains: ['www.imaios.com', 'imaios.com'],
  rules: [
    {
      path: /^\/[a-z]{2}\/(?:e-Anatomy|vet-Anatomy|e-Courses|e-Cases\/Channels|e-Cases\/Public-channels)\/(?<item>[^?#]+?)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{item}', unitid: '{item}' },
    },
    {
      path: /^\/[a-z]{2}\/(?:e-Cases|e-Anatomy|vet-Anatomy|e-Courses)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
    { path: /^\/[a-z]{2}\/content\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
