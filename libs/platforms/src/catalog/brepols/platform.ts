import { definePlatform } from '../../rules/index.js';

// Brepolis databases: /<database>/pages/<page>.aspx
export default definePlatform({
  name: 'brepols',
  longName: 'Brepols',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5408d4a6f4bfa3f494afe6fb',
  publisherName: 'Brepols',
  status: 'stable',
  domains: ['apps.brepolis.net', 'clt.brepolis.net', 'www.brepolis.net', 'cpps.brepolis.net'],
  rules: [
    {
      path: /^\/(?<db>[a-z0-9]+)\/pages\/(?<page>FullText|Exporter)\.aspx$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: (ctx) => (ctx.capture('page')?.toLowerCase() === 'exporter' ? 'PDF' : 'HTML'),
        title_id: '{db}',
        unitid: '{db}',
      },
    },
  ],
});
