import type { Fields } from '../../rules/index.js';
import { definePlatform } from '../../rules/index.js';

// Handbook DOIs 10.4324/<ISBN>[.ch<n>]; PDF links end in a timestamp that names the download.
const bookFields: Fields = {
  doi: '10.4324/{isbn}',
  title_id: '{isbn}',
  online_identifier: '{isbn}',
};

export default definePlatform({
  name: 'rho',
  longName: 'Routledge Handbooks Online',
  docUrl: 'http://ang.couperin.org/platforms/5be5f19e7654f017951ee537',
  status: 'beta',
  domains: ['www.routledgehandbooks.com'],
  rules: [
    {
      path: /^\/pdf\/doi\/10\.4324\/(?<isbn>97[89][0-9]{10})(?:\.[a-z0-9]+)?\/(?<stamp>[0-9]+)$/i,
      fields: { ...bookFields, rtype: 'BOOK_SECTION', mime: 'PDF', unitid: '{stamp}' },
    },
    {
      path: /^\/pdf\/suppl\/assets\/(?<isbn>97[89][0-9]{10})\/suppl\/(?<file>[^/]+)\/(?<stamp>[0-9]+)$/i,
      fields: { ...bookFields, rtype: 'SUPPL', mime: 'PDF', title_id: '{file}', unitid: '{stamp}' },
    },
    {
      path: /^\/doi\/10\.4324\/(?<id>(?<isbn>97[89][0-9]{10})(?:\.[a-z0-9]+)?)\/?$/i,
      fields: { ...bookFields, rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
