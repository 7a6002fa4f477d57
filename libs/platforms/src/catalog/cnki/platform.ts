import { all, any, definePlatform, equals, has, matches, pick } from '../../rules/index.js';

// Dissertations come from the CDFD/CMFD databases and carry CDMD identifiers.
const thesis = any(
  matches('{q.doi}', /:CDMD:/i),
  all(has('{q.p}'), equals('{q.p}', 'cdfd', 'cmfd')),
);

export default definePlatform({
  name: 'cnki',
  longName: 'cnki',
  docUrl: 'http://analyses.ezpaarse.org/platforms/59561ef9f98950acd74a2c89',
  status: 'beta',
  domains: [
    'pdf.tmp.oversea.d.cnki.net.prext.num.bulac.fr',
    'oversea.cnki.net',
    'pdf-oversea.d.cnki.net',
    'chn.oversea.cnki.net',
    'o.cnki.net',
    'kns.cnki.net',
  ],
  rules: [
    // Legacy PDF downloads, named by their CNKI identifier (doi parameter).
    {
      path: /^\/cjfdsearch\/[a-z]*pdfdownload[a-z]*\.asp$/i,
      query: { doi: true },
      fields: {
        rtype: pick(thesis, 'PHD_THESIS', 'ARTICLE'),
        mime: 'PDF',
        doi: '{q.doi}',
        unitid: '{q.doi}',
      },
    },
    {
      path: /^\/kfdoc\/down\.aspx$/i,
      query: { title: true },
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{q.title}',
        db_id: '{q.dbcode}',
        unitid: '{q.title}',
      },
    },
    {
      path: /^\/KCMS\/detail\/detail\.aspx$/i,
      query: { filename: true },
      fields: {
        rtype: 'ABS',
        mime: 'HTML',
        title_id: '{q.filename}',
        db_id: '{q.dbcode}',
        unitid: '{q.filename}',
      },
    },
    {
      path: /^\/KNavi\/JournalDetail$/i,
      query: { pykm: true },
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        pii: '{q.pykm}',
        db_id: '{q.pcode}',
        unitid: '{q.pykm}',
      },
    },
    {
      path: /^\/(?:kns[0-9]*\/defaultresult\/index|AcadRef\/SearchResult|home\/search)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
