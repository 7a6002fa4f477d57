import { atyponDoiRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// Atypon DOI pages; SEG names only the DOI, never a unitid.

export default definePlatform({
  name: 'seg',
  longName: 'Society of Exploration Geophysicists',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b3f117460748b9f76a479',
  status: 'beta',
  domains: ['library.seg.org'],
  rules: [
    ...atyponDoiRules({
      kinds: ['abs', 'full', 'pdf', 'pdfplus', 'epdf', 'ref', 'suppl'],
      rtypes: { ref: 'RECORD_VIEW' },
      unitid: 'none',
    }),
    {
      path: /^\/action\/showFullPopup$/i,
      query: { doi: /^(?<doi>10\..+)$/ },
      fields: { rtype: 'FIGURE', mime: 'HTML', doi: '{doi}' },
    },
    {
      path: /^\/(?:toc|loi)\/(?<code>[a-z0-9]+)(?:\/[^/]+){0,2}\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
