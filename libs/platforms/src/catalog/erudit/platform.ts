import { definePlatform, equals, journalIssue, lookup, lower, pick } from '../../rules/index.js';

// Legacy paths: /revue/<code>/<year>/v<vol>/n<issue>/… ; current ones: /fr/revues/<code>/<issue-slug>/…
// where the issue slug reads <year>[-v<vol>]-n<issue>-<code><id>.
const LEGACY_ISSUE =
  '^/revue/(?<code>[a-z0-9-]+)/(?<year>[0-9]{4})/v(?<vol>[0-9]+)/n(?<issue>[0-9]+)?';
const ISSUE_SLUG = '(?<slug>(?<year>[0-9]{4})(?:-v(?<vol>[0-9]+))?-n(?<issue>[0-9]+)-[a-z0-9]+)';

const issueFields = journalIssue({ year: '{year}' });

export default definePlatform({
  name: 'erudit',
  longName: 'Erudit',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409b657357893f69b7f1fcf',
  publisherName: 'Consortium Érudit',
  status: 'stable',
  domains: ['www.erudit.org', 'etudinuit.erudit.org', 'retro.erudit.org'],
  rules: [
    {
      path: new RegExp(`${LEGACY_ISSUE}/index\\.html?$`, 'i'),
      fields: { ...issueFields, rtype: 'TOC', mime: 'MISC' },
    },
    {
      path: new RegExp(`${LEGACY_ISSUE}/(?<id>[0-9]+ar)\\.(?<ext>pdf|html?)$`, 'i'),
      fields: {
        ...issueFields,
        rtype: pick(equals('{q.vue}', 'resume'), 'ABS', 'ARTICLE'),
        mime: lookup(lower('{ext}'), { pdf: 'PDF' }, 'HTML'),
        doi: '10.7202/{id}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/[a-z]{2}/revues/(?<code>[a-z0-9-]+)/${ISSUE_SLUG}/?$`, 'i'),
      fields: { ...issueFields, rtype: 'TOC', mime: 'MISC', unitid: '{slug}' },
    },
    {
      path: new RegExp(
        `^/[a-z]{2}/revues/(?<code>[a-z0-9-]+)/${ISSUE_SLUG}/(?<id>[0-9]+ar)/?$`,
        'i',
      ),
      fields: {
        ...issueFields,
        rtype: 'ARTICLE',
        mime: 'HTML',
        doi: '10.7202/{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/livre\/(?<code>[a-z0-9-]+)\/(?<year>[0-9]{4})\/(?<file>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        title_id: '{code}',
        publication_date: '{year}',
        unitid: '{code}/{year}/{file}',
      },
    },
  ],
});
