import { definePlatform } from '../../rules/index.js';

const ISBN = '(?<isbn>97[89][0-9]{10})';

export default definePlatform({
  name: 'dawsonera',
  longName: 'Dawsonera',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5405dbb5333feb2cdf7b453c',
  publisherName: 'Dawson',
  status: 'stable',
  domains: ['www.dawsonera.com'],
  rules: [
    {
      path: new RegExp(`^/abstract/${ISBN}$`, 'i'),
      fields: { rtype: 'ABS', mime: 'MISC', online_identifier: '{isbn}', unitid: '{url.pathname}' },
    },
    {
      path: new RegExp(`^/readonline/${ISBN}$`, 'i'),
      fields: {
        rtype: 'BOOK',
        mime: 'MISC',
        online_identifier: '{isbn}',
        unitid: '{url.pathname}',
      },
    },
    {
      path: new RegExp(`^/download/drm/[0-9]+/${ISBN}$`, 'i'),
      fields: { rtype: 'BOOK', mime: 'PDF', online_identifier: '{isbn}', unitid: '{url.pathname}' },
    },
  ],
});
