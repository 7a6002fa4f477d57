import { definePlatform } from '../../rules/index.js';

// SAE product codes (2017-01-0799, 03-12-05-0036, R-461) are DOI suffixes under 10.4271.
const CODE = /^(?<code>[A-Z0-9]+(?:-[A-Z0-9]+)+)$/i;
const codeFields = { doi: '10.4271/{code}', unitid: '{code}' };

export default definePlatform({
  name: 'sae-mobilus',
  longName: 'SAE-Mobilus',
  docUrl: 'http://analyses.ezpaarse.org/platforms/602f853231961b5e9a01bbbb',
  status: 'beta',
  domains: ['saemobilus.sae.org'],
  rules: [
    {
      path: /^\/download\/?$/i,
      query: { prodCode: CODE },
      fields: { ...codeFields, rtype: 'ARTICLE', mime: 'PDF' },
    },
    {
      path: /^\/download\/?$/i,
      query: { cid: /^(?<cid>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{cid}' },
    },
    {
      path: /^\/content\/(?<code>[A-Z0-9]+(?:-[A-Z0-9]+)+)\/?$/i,
      fields: { ...codeFields, rtype: 'ABS', mime: 'HTML' },
    },
    {
      path: /^\/viewhtml\/?$/i,
      query: { prodCd: CODE },
      fields: { ...codeFields, rtype: 'ARTICLE', mime: 'HTML' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
