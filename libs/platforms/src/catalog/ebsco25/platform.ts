import { definePlatform, lookup, upper } from '../../rules/index.js';

// Records of the 2025 interface are addressed by an opaque `recordId` (10 lower-case characters).
const RECORD = '(?<record>[a-z0-9]+)';

export default definePlatform({
  name: 'ebsco25',
  longName: 'Ebsco Host 2025',
  docUrl: 'https://analyses.ezpaarse.org/platforms/632b48ac2cde73015cd63cd3',
  status: 'beta',
  domains: ['research.ebsco.com', 'viewer.ebscohost.com'],
  rules: [
    {
      path: /^\/api\/search\/v[0-9]+\/details$/i,
      query: { recordId: new RegExp(`^${RECORD}$`, 'i') },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{record}' },
    },
    {
      path: new RegExp(`^/api/viewer/v[0-9]+/details/${RECORD}$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{record}' },
    },
    {
      path: new RegExp(`^/c/[a-z0-9]+/search/details/${RECORD}$`, 'i'),
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{record}', db_id: '{q.db}' },
    },
    {
      path: new RegExp(`^/c/[a-z0-9]+/viewer/(?<format>html|pdf)/${RECORD}$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: upper('{format}'),
        unitid: '{record}',
      },
    },
    // eBook viewer: format EK is the HTML reader, EB the PDF one.
    {
      path: /^\/EbscoViewerService\/ebook$/i,
      query: { recordId: new RegExp(`^${RECORD}$`, 'i'), format: /^(?<format>E[KB])$/i },
      fields: {
        rtype: 'BOOK',
        mime: lookup(upper('{format}'), { EK: 'HTML', EB: 'PDF' }),
        unitid: '{record}',
        db_id: '{q.db}',
      },
    },
  ],
});
