import {
  HIGHWIRE_EXT_MIME,
  highwireExtRtype,
  highwireVolumeArticleRule,
} from '../../rules/families/highwire.family.js';
import { definePlatform } from '../../rules/index.js';

// bmj.com keeps the HighWire /content/ grammar, one volume a year without issues; article ids
// are DOI suffixes: 10.1136/<id>.
export default definePlatform({
  name: 'bmj',
  longName: 'BMJ',
  docUrl: 'https://analyses.ezpaarse.org/platforms/66e28ebc92e4dc682439c975',
  status: 'beta',
  domains: ['www.bmj.com'],
  rules: [
    {
      path: /^\/archive\/online\/(?<year>[0-9]{4})\/(?<week>[0-9]{2}-[0-9]{2})\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{year}/{week}' },
    },
    highwireVolumeArticleRule({
      page: '[a-z]+-[0-9]{4}-[0-9]+|[a-z]?[0-9]+',
      fields: {
        rtype: highwireExtRtype(),
        mime: HIGHWIRE_EXT_MIME,
        title_id: '{code}',
        vol: '{vol}',
        doi: '10.1136/{page}',
        unitid: '{page}',
      },
    }),
  ],
});
