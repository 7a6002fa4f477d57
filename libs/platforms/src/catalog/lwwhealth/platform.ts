import {
  SILVERCHAIR_SOLR_SEARCH_RULE,
  silverchairAspxBookRule,
  silverchairAspxSectionRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform, titleToc } from '../../rules/index.js';

// Silverchair-built books site (legacy ASP.NET pages), like mhmedical.
export default definePlatform({
  name: 'lwwhealth',
  longName: 'LWW Health Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fc52da2d1916115476d330f',
  status: 'beta',
  domains: [
    'meded.lwwhealthlibrary.com',
    'mie.lwwhealthlibrary.com',
    'pharmacy.lwwhealthlibrary.com',
    'clerkship.lwwhealthlibrary.com',
    'brs.lwwhealthlibrary.com',
    'slh.lwwhealthlibrary.com',
    'neurology.lwwhealthlibrary.com',
    'hl.silverchair-cdn.com',
    'downloads.lww.com',
  ],
  rules: [
    SILVERCHAIR_SOLR_SEARCH_RULE,
    silverchairAspxBookRule(titleToc('{book}')),
    silverchairAspxSectionRule('content', {
      rtype: 'BOOK_SECTION',
      mime: 'HTML',
      title_id: '{book}',
      unitid: '{section}',
    }),
    // Multimedia on the CDN: PDFs, and HTML players of audio files.
    {
      path: /^\/wk\/content_public\/multimedia\/(?:[^/]+\/)+(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{file}' },
    },
    {
      path: /^\/wk\/content_public\/multimedia\/(?:[^/]+\/)+(?<file>[^/]+_Audio_[0-9]+)\.html$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', title_id: '{file}', unitid: '{file}' },
    },
    // downloads.lww.com journal PDFs.
    {
      path: /^\/[a-z_]+\/journal_library\/(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{file}' },
    },
  ],
});
