import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'adv',
  longName: 'Ambrose Digital Video',
  status: 'stable',
  domains: ['www.ambrosevideo.com', 'cfph.ambrosevideo.com'],
  rules: [
    // Screening-room listings (list-titles, list-series …).
    { path: /^\/screening-room\/list-[a-z-]+\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
