import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem, extract } from '../../rules/index.js';

// DOIs 10.1089/<code>.<year>.<n> carry the journal code and year.
const codeOfSuffix = extract('{suffix}', /^(?<code>[a-z]+)\./i, 'code');
const yearOfSuffix = extract('{suffix}', /^[a-z]+\.(?<year>(?:19|20)[0-9]{2})[.-]/i, 'year');

export default definePlatform({
  name: 'mal',
  longName: 'Mary Ann Liebert',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54106d76262312b27e6ae739',
  publisherName: 'Mary Ann Liebert, Inc. publishers',
  status: 'stable',
  domains: ['www.liebertpub.com', 'online.liebertpub.com'],
  rules: [
    // PDF+ is counted as a plain PDF here.
    {
      path: /^\/doi\/pdfplus\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))$/i,
      fields: {
        ...doiItem('ARTICLE', 'PDF'),
        title_id: codeOfSuffix,
        publication_date: yearOfSuffix,
      },
    },
    ...atyponRules({
      tocMime: 'MISC',
      doiFields: { title_id: codeOfSuffix, publication_date: yearOfSuffix },
    }),
    {
      path: /^\/(?<code>[a-z]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}' },
    },
  ],
});
