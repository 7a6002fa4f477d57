import type { Fields } from '../../rules/index.js';
import {
  definePlatform,
  doiItem,
  extract,
  firstOf,
  int,
  lookup,
  lower,
} from '../../rules/index.js';

const ISSN = '(?<issn>[0-9]{4}-[0-9]{3}[0-9X])';
// DOI suffixes: <ISSN>[/<vol>[/<issue>]]/<article>, or a legacy key such as SM1967v001n04ABEH001994.
const LAST = '(?!(?:pdf|meta|fulltext|epub)(?:/|$))[^/]+';
const DOI_PATH = new RegExp(
  `^/article/(?<doi>10\\.[0-9]{4,}/(?<suffix>${ISSN}/(?:(?<vol>[0-9]+)/(?:(?<issue>[0-9]+)/)?)?${LAST}|[^/]+))(?:/(?<kind>pdf|meta|fulltext|epub))?$`,
  'i',
);
const LEGACY_KEY = /^[a-z]+(?<year>[0-9]{4})v(?<vol>[0-9]+)n(?<issue>[0-9]+)[a-z]+[0-9]+$/i;

const issueFields: Fields = {
  vol: '{vol}',
  issue: '{issue}',
  print_identifier: '{issn}',
};

export default definePlatform({
  name: 'iopscience',
  longName: 'IOP Science',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409b8713a7169362617e4d0',
  publisherName: 'IOP Publishing',
  status: 'stable',
  domains: ['iopscience.iop.org', 'www.iop.org'],
  rules: [
    {
      path: DOI_PATH,
      fields: {
        ...doiItem('ARTICLE', lookup(lower('{kind}'), { pdf: 'PDF', epub: 'EPUB' }, 'HTML')),
        vol: firstOf('{vol}', int(extract('{suffix}', LEGACY_KEY, 'vol'))),
        issue: firstOf('{issue}', int(extract('{suffix}', LEGACY_KEY, 'issue'))),
        publication_date: extract('{suffix}', LEGACY_KEY, 'year'),
        print_identifier: '{issn}',
      },
    },
    {
      path: new RegExp(
        `^/${ISSN}/(?<vol>[0-9]+)/(?<issue>[0-9]+)/(?<art>[0-9a-z]+)/pdf/(?<file>[^/]+)\\.pdf$`,
        'i',
      ),
      fields: { ...issueFields, rtype: 'ARTICLE', mime: 'PDF', unitid: '{file}' },
    },
    {
      path: new RegExp(`^/${ISSN}/(?<vol>[0-9]+)/(?<issue>[0-9]+)/(?<art>[0-9a-z]+)/?$`, 'i'),
      fields: { ...issueFields, rtype: 'ABS', mime: 'HTML', unitid: '{issn}/{vol}/{issue}/{art}' },
    },
    {
      path: new RegExp(`^(?:/issue)?/${ISSN}/(?<vol>[0-9]+)/(?<issue>[0-9]+)/?$`, 'i'),
      fields: { ...issueFields, rtype: 'TOC', mime: 'HTML', unitid: '{issn}/{vol}/{issue}' },
    },
  ],
});
