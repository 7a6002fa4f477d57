import type { Fields, Rtype, Mime } from '../../rules/index.js';
import { definePlatform } from '../../rules/index.js';

// Persée document ids: <journal code>_<ISSN>_<year>_num_<vol>_<issue>[_<article>].
const ID =
  '(?<id>(?<code>[a-z0-9]+)_(?<issn>[0-9]{4}-[0-9]{3}[0-9x])_[0-9]{4}_[a-z]+_[^/_]+(?:_[^/_]+)*?)';

const idFields = (rtype: Rtype, mime: Mime): Fields => ({
  rtype,
  mime,
  title_id: '{code}',
  print_identifier: '{issn}',
  unitid: '{id}',
});

export default definePlatform({
  name: 'persee',
  longName: 'Persée',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54117022aa27f2063def5181',
  publisherName: 'Persée',
  status: 'stable',
  domains: ['www.persee.fr'],
  rules: [
    {
      path: new RegExp(`^(?:/web/revues/home/prescript)?/issue/${ID}/?$`, 'i'),
      fields: idFields('TOC', 'HTML'),
    },
    {
      path: new RegExp(`^(?:/web/revues/home/prescript/article|/doc)/${ID}/?$`, 'i'),
      fields: idFields('ARTICLE', 'MISC'),
    },
    {
      path: new RegExp(`^/articleAsPDF/${ID}/[^/]+\\.pdf$`, 'i'),
      fields: idFields('ARTICLE', 'PDF'),
    },
    { path: new RegExp(`^/docAsPDF/${ID}\\.pdf$`, 'i'), fields: idFields('ARTICLE', 'PDF') },
  ],
});
