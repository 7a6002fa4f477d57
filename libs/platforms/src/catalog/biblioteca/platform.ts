import { definePlatform } from '../../rules/index.js';

// Duoc UC digital library: /bdigital/<collection>/…
export default definePlatform({
  name: 'biblioteca',
  longName: 'Biblioteca',
  docUrl: 'http://analyses.ezpaarse.org/platforms/613b4b26c1077067516754ef',
  status: 'beta',
  domains: ['biblioteca.duoc.cl'],
  rules: [
    {
      path: /^\/bdigital\/(?<db>elibros)\/(?<id>[a-z0-9]+-(?<title>[^/]+))\/[0-9]+\/?$/i,
      fields: {
        rtype: 'BOOK_PAGE',
        mime: 'HTML',
        db_id: '{db}',
        title_id: '{title}',
        unitid: '{id}',
      },
    },
    // Class guides: /bdigital/guiasdeclases/<school>/<course>/<file>.pdf
    {
      path: /^\/bdigital\/(?<db>guiasdeclases)\/(?<school>[^/]+)\/(?<course>[^/]+)\/(?<id>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        db_id: '{db}',
        pii: '{school}',
        issue: '{course}',
        unitid: '{id}',
      },
    },
  ],
});
