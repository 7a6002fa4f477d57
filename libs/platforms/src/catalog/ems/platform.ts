import type { Fields } from '../../rules/index.js';
import { definePlatform } from '../../rules/index.js';

const ISSN = /^(?<issn>[0-9]{4}-[0-9]{3}[0-9X])$/i;
const journal: Fields = { title_id: '{issn}', print_identifier: '{issn}' };

export default definePlatform({
  name: 'ems',
  longName: 'European Mathematical Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53cce85d2f317bd70df56b3a',
  publisherName: 'EMS Publishing House',
  status: 'stable',
  domains: ['www.ems-ph.org'],
  rules: [
    {
      path: /^\/journals\/show_pdf\.php$/i,
      query: { issn: ISSN, vol: /^(?<vol>[0-9]+)$/, iss: /^(?<iss>[0-9]+)$/ },
      fields: { ...journal, rtype: 'ARTICLE', mime: 'PDF', unitid: '{issn}_{vol}_{iss}' },
    },
    {
      path: /^\/journals\/show_issue\.php$/i,
      query: { issn: ISSN, vol: /^(?<vol>[0-9]+)$/, iss: /^(?<iss>[0-9]+)$/ },
      fields: { ...journal, rtype: 'TOC', mime: 'HTML', unitid: '{issn}_{vol}_{iss}' },
    },
    {
      path: /^\/journals\/(?:all_issues|journal)\.php$/i,
      query: { issn: ISSN },
      fields: { ...journal, rtype: 'TOC', mime: 'HTML', unitid: '{issn}' },
    },
  ],
});
