import { definePlatform, issueToc } from '../../rules/index.js';

const DOI = '(?<doi>10\\.[0-9]{4,}/[^/]+)';

export default definePlatform({
  name: 'isho',
  longName: 'Isho',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f297d4c7ab7100d9f798e8',
  status: 'beta',
  domains: ['webview.isho.jp'],
  rules: [
    // The PDF of a journal item is served as a whole issue file.
    {
      path: new RegExp(`^/journal/detail/pdf/${DOI}$`, 'i'),
      fields: { rtype: 'ISSUE', mime: 'PDF', doi: '{doi}', unitid: '{doi}' },
    },
    {
      path: new RegExp(`^/journal/detail/abs/${DOI}$`, 'i'),
      fields: { rtype: 'ABS', mime: 'HTML', doi: '{doi}', unitid: '{doi}' },
    },
    {
      path: /^\/journal\/toc\/(?<issn>[0-9]{7}[0-9X])\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)$/i,
      fields: issueToc('{issn}/{vol}/{issue}', { code: '{issn}' }),
    },
    { path: /^\/search\/result\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
