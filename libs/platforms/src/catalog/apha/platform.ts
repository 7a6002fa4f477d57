import { definePlatform, lookup } from '../../rules/index.js';

// APhA Pharmacy Library (Atypon), where every DOI is a book or a book part.
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+))';

export default definePlatform({
  name: 'apha',
  longName: 'APhA Pharmacy Library',
  docUrl: 'https://analyses.ezpaarse.org/platforms/66b279634aa96e614c74a4bf',
  status: 'beta',
  domains: ['pharmacylibrary.com', 'pharmacylibrary-com.jerome.stjohns.edu'],
  rules: [
    {
      path: new RegExp(`^/doi/(?<kind>epdf|pdf|epub)/${DOI}/?$`, 'i'),
      fields: {
        rtype: 'BOOK',
        mime: lookup('{kind}', { epub: 'EPUB' }, 'PDF'),
        doi: '{doi}',
        unitid: '{doi}',
      },
    },
    {
      path: new RegExp(`^/doi/${DOI}/?$`, 'i'),
      fields: { rtype: 'BOOK', mime: 'HTML', title_id: '{suffix}', unitid: '{doi}' },
    },
    {
      path: new RegExp(`^/do/${DOI}/full/?$`, 'i'),
      fields: { rtype: 'TABLE', mime: 'HTML', title_id: '{suffix}', unitid: '{suffix}' },
    },
    {
      path: /^\/topic\/(?<topic>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{topic}' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
