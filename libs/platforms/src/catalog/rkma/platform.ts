import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rkma',
  longName: 'Richard K Miller and Associates',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61019cf0b0ccea4d2777a5e4',
  status: 'beta',
  domains: ['www.rkma.com', 'rkma.com'],
  rules: [
    {
      path: /^\/[a-z]{2}\/(?<id>[a-z][0-9]{4})\/?$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
