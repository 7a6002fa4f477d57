import type { Fields } from '../../rules/index.js';
import { definePlatform } from '../../rules/index.js';

// National thesis ids: <year><institution code (4)><4 chars>, e.g. 2024UPASL018; people are PPNs.
const NNT = '(?<nnt>(?<year>[0-9]{4})(?<inst>[A-Z0-9]{4})[A-Z0-9]{4})';
const PPN = '(?<ppn>[0-9]{8}[0-9X])';
const thesisFields = (rtype: Fields['rtype'], mime: Fields['mime']): Fields => ({
  rtype,
  mime,
  publication_date: '{year}',
  institution_code: '{inst}',
  unitid: '{nnt}',
});

export default definePlatform({
  name: 'thesesfr',
  longName: 'Theses.fr',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6551f4d2bfb51d277b8c4def',
  status: 'beta',
  domains: ['theses.fr', 'beta.theses.fr'],
  rules: [
    {
      path: new RegExp(`^/api/v1/document/protected/${NNT}(?:/[^/]+)?$`, 'i'),
      fields: thesisFields('PHD_THESIS', 'PDF'),
    },
    {
      path: new RegExp(`^/api/v1/document/${NNT}/[^/]+\\.pdf$`, 'i'),
      fields: thesisFields('PHD_THESIS', 'PDF'),
    },
    {
      path: new RegExp(`^/api/v1/document/${NNT}/?$`, 'i'),
      fields: thesisFields('PHD_THESIS', 'HTML'),
    },
    {
      path: new RegExp(`^/api/v1/personnes/personne/${PPN}$`, 'i'),
      fields: { rtype: 'RECORD', mime: 'JSON', ppn: '{ppn}', unitid: '{ppn}' },
    },
    {
      path: new RegExp(`^/${PPN}/?$`, 'i'),
      fields: { rtype: 'RECORD', mime: 'HTML', ppn: '{ppn}', unitid: '{ppn}' },
    },
    { path: new RegExp(`^/${NNT}/?$`, 'i'), fields: thesisFields('ABS', 'HTML') },
  ],
});
