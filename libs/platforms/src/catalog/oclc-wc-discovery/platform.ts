import { definePlatform } from '../../rules/index.js';

const oclcFields = (rtype: string) => ({
  rtype,
  mime: 'HTML',
  unitid: '{oclc}',
  title_id: '{oclc}',
});

export default definePlatform({
  name: 'oclc-wc-discovery',
  longName: 'WorldCat Discovery',
  docUrl: 'https://ocpsb.on.worldcat.org',
  status: 'beta',
  domains: ['*.on.worldcat.org'],
  rules: [
    // The single-page app keeps the record in the hash: /search?…#/oclc/<number>
    { path: /^\/search\/?$/i, hash: /^#\/oclc\/(?<oclc>[0-9]+)/, fields: oclcFields('RECORD') },
    { path: /^\/oclc\/(?<oclc>[0-9]+)\/?$/i, fields: oclcFields('RECORD') },
    { path: /^\/marcAccess\/(?<oclc>[0-9]+)\/?$/i, fields: oclcFields('METADATA') },
    { path: /^\/ILL\/oclc\/(?<oclc>[0-9]+)\/?$/i, fields: oclcFields('LINK') },
    {
      path: /^\/atoztitles\/link\/?$/i,
      query: { rft_id: /^info:oclcnum\/(?<oclc>[0-9]+)$/i },
      fields: oclcFields('OPENURL'),
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
