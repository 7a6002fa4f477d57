import { pubfactoryRules } from '../../rules/families/pubfactory.family.js';
import { definePlatform, issn, issueFields, issueToc, lookup } from '../../rules/index.js';

const ISBN = '(?<isbn>97[89][0-9]{10})';

export default definePlatform({
  name: 'brill',
  longName: 'Brill',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a983d7e393a5f030450064',
  status: 'beta',
  domains: [
    'brill.com',
    'www.brill.com',
    'booksandjournals.brillonline.com',
    'referenceworks.brillonline.com',
    'chinesereferenceshelf.brillonline.com',
    'ybio.brillonline.com',
    'bibliographies.brillonline.com',
    'primarysources.brillonline.com',
    'brillonline.com',
  ],
  rules: [
    // brill.com journals (PubFactory).
    ...pubfactoryRules({ unitid: 'path', firstPage: true }),
    {
      path: new RegExp(
        `^/(?<view>view|downloadpdf)/book/${ISBN}/(?<item>B[0-9]{13}[^/.]*)\\.xml$`,
        'i',
      ),
      fields: {
        rtype: 'BOOK_SECTION',
        mime: lookup('{view}', { view: 'HTML', downloadpdf: 'PDF' }),
        online_identifier: '{isbn}',
        unitid: '{item}',
      },
    },
    // booksandjournals.brillonline.com (journals by ISSN).
    {
      path: /^\/docserver\/(?<issn>[0-9]{7}[0-9X])\/(?<item>v(?<vol>[0-9]+)n(?<issue>[0-9]+)_[^/.]+)\.pdf$/i,
      fields: {
        ...issueFields('ARTICLE', 'PDF', '{issn}/{item}', { code: '{issn}' }),
        online_identifier: issn('{issn}'),
      },
    },
    {
      path: /^\/content\/journals\/(?<issn>[0-9]{7}[0-9X])\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/?$/i,
      fields: {
        ...issueToc('{issn}/{vol}/{issue}', { code: '{issn}' }),
        online_identifier: issn('{issn}'),
      },
    },
    // referenceworks.brillonline.com
    {
      path: new RegExp(`^/media/(?<item>[a-z0-9]+/${ISBN}_[^/]+)\\.pdf$`, 'i'),
      query: { id: /^[^/]+\/(?<slug>.+)-B[0-9]{13}_[0-9]+$/i },
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        title_id: '{slug}',
        online_identifier: '{isbn}',
        unitid: '{item}',
      },
    },
    {
      path: new RegExp(`^/entries/[^/]+/[^/]*-ej\\.(?<item>${ISBN}\\.[^/]+)$`, 'i'),
      fields: { rtype: 'TOC', mime: 'HTML', online_identifier: '{isbn}', unitid: '{item}' },
    },
    {
      path: /^\/entries\/(?<item>[^/]+\/[^/]+)$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{item}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
