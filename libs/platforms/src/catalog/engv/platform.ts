import { definePlatform, lookup, lower } from '../../rules/index.js';

const DOWNLOAD_MIME = {
  excel: 'XLS',
  ascii: 'TEXT',
  ris: 'RIS',
  bib: 'BIBTEX',
  csv: 'CSV',
  pdf: 'PDF',
};

export default definePlatform({
  name: 'engv',
  longName: 'Engineering Village',
  docUrl: 'http://analyses.ezpaarse.org/platforms/542571c23463a4ae5b94b698',
  status: 'beta',
  domains: ['www.engineeringvillage.com'],
  rules: [
    // Records inside a result list: <SEARCHID>-<DOCINDEX>.
    {
      path: /^\/search\/doc\/(?:abstract|detailed)\.url$/i,
      query: {
        SEARCHID: /^(?<search>[0-9a-z]+)(?:,[0-9a-z]+)*$/i,
        DOCINDEX: /^(?<index>[0-9]+)(?:,[0-9]+)*$/,
      },
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{search}-{index}' },
    },
    {
      path: /^\/search\/results\/preview\.url$/i,
      query: { docId: /^(?<doc>[a-z0-9_]+)$/i },
      fields: { rtype: 'PREVIEW', mime: 'HTML', unitid: '{doc}' },
    },
    {
      path: /^\/delivery\/download\/submit\.url$/i,
      query: { docidlist: /^(?<doc>[a-z0-9_,]+)$/i, downloadformat: /^(?<format>[a-z]+)$/i },
      fields: { rtype: 'ABS', mime: lookup(lower('{format}'), DOWNLOAD_MIME), unitid: '{doc}' },
    },
  ],
});
