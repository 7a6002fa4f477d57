import type { Fields, Rule } from '../../rules/index.js';
import { definePlatform, equals, lookup, matches, not, pick } from '../../rules/index.js';

// Download endpoints name their item in `urlid` (any case): a DOI, or a legacy id such as lnms/1249305312.
const isDoi = matches('{id}', /^10\./);
const itemFields: Fields = { doi: pick(isDoi, '{id}'), title_id: pick(not(isDoi), '{id}') };

function downloadRules(path: RegExp, fields: Fields): Rule[] {
  return ['urlid', 'URLId', 'urlId', 'URLID'].map((key) => ({
    path,
    query: { [key]: /^(?<id>.+)$/ },
    fields: { ...fields, ...itemFields },
  }));
}

const J = '^/journals/(?<journal>[^/]+)';

export default definePlatform({
  name: 'pe',
  longName: 'peuclid',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5917389b05a53e18dc1a7e43',
  status: 'beta',
  domains: ['projecteuclid.org'],
  rules: [
    {
      path: /^\/download\/pdf(?:view)?(?:_[0-9]+)?\/(?<code>[^/]+)\/(?<id>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: new RegExp(
        `${J}/volume-(?<vol>[^/]+)/issue-(?<issue>[^/]+)/(?<title>[^/]+)/(?<doi>10\\.[0-9]{4,9}/.+?)\\.(?:full|short)$`,
        'i',
      ),
      fields: {
        rtype: 'ABS',
        mime: 'HTML',
        title_id: '{journal}',
        vol: '{vol}',
        issue: '{issue}',
        doi: '{doi}',
        publication_title: '{title}',
      },
    },
    {
      path: new RegExp(`${J}/volume-(?<vol>[^/]+)/issue-(?<issue>[^/]+)/?$`, 'i'),
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{journal}', vol: '{vol}', issue: '{issue}' },
    },
    {
      path: new RegExp(`${J}/(?:current|issues)/?$`, 'i'),
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{journal}' },
    },
    ...downloadRules(/^\/journalArticle\/Download$/i, { rtype: 'ARTICLE', mime: 'PDF' }),
    ...downloadRules(/^\/ebook\/Download$/i, { rtype: 'BOOK_CHAPTER', mime: 'PDF' }),
    ...downloadRules(/^\/accountAjax\/Download$/i, {
      rtype: lookup('{q.downloadType}', { presschapter: 'BOOK_CHAPTER' }, 'ARTICLE'),
      mime: 'PDF',
    }),
    {
      path: /^\/(?:proceedings|ebooks)\/[^/]+\/(?<book>[^/]+)\/chapter\/[^/]+\/(?<id>(?:10\.[0-9]{4,9}\/)?[^/]+\/[^/]+?)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', publication_title: '{book}', ...itemFields },
    },
    {
      path: /^\/(?:proceedings|ebooks)\/[^/]+\/(?<book>[^/]+)\/toc\/(?<id>(?:10\.[0-9]{4,9}\/)?[^/]+\/[^/]+?)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', publication_title: '{book}', ...itemFields },
    },
    {
      path: /^\/search$/i,
      when: not(equals('{url.search}', '')),
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
