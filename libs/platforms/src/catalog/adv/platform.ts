import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'adv',
  longName: 'Ambrose Digital Video',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5acf9a4b305a25b2e7317a98',
  status: 'stable',
  domains: ['www.ambrosevideo.com', 'cfph.ambrosevideo.com'],
  rules: [
    // Screening-room listings (list-titles, list-series …).
    { path: /^\/screening-room\/list-[a-z-]+\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
