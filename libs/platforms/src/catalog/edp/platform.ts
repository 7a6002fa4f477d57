import type { Fields, Rule } from '../../rules/index.js';
import {
  definePlatform,
  equals,
  extract,
  issn,
  lookup,
  pick,
  titleToc,
} from '../../rules/index.js';
import { EDP_PKB_DOMAINS } from './pkb-domains.js';

// Journal sites share one grammar: /articles/<code>/<kind>/<yyyy>/<mm | first>/<id>/<file>.
const KIND_RTYPE = {
  abs: 'ABS',
  full_html: 'ARTICLE',
  full: 'ARTICLE',
  pdf: 'ARTICLE',
  ps: 'ARTICLE',
  olm: 'SUPPL',
  ref: 'RECORD_VIEW',
};
const KIND_MIME = { pdf: 'PDF', ps: 'POSTSCRIPT' };
const ARTICLE_PATH =
  '^(?:/[a-z]{2})?/articles/(?<code>[a-z0-9-]+)/(?<kind>abs|full_html|full|olm|ref|pdf|ps)/(?:(?<year>[0-9]{4})/[0-9]{2}|first)/(?<id>[a-z0-9.-]+?)(?:/[^/]*?)?(?<online>_online)?\\.(?:html|pdf|ps)$';

const articleFields: Fields = {
  rtype: pick(equals('{online}', '_online'), 'SUPPL', lookup('{kind}', KIND_RTYPE)),
  mime: lookup('{kind}', KIND_MIME, 'HTML'),
  title_id: '{code}',
  unitid: '{id}',
  publication_date: '{year}',
};

/** The same article grammar, in the path or in the `url` parameter of index.php?option=com_article. */
function articleRules(): Rule[] {
  return [
    { path: new RegExp(ARTICLE_PATH, 'i'), fields: articleFields },
    {
      path: /^\/index\.php$/i,
      query: { option: 'com_article', url: new RegExp(ARTICLE_PATH, 'i') },
      fields: articleFields,
    },
  ];
}

// Older sites hosted on Cambridge's platform: /action/display…?jid=&aid=…
const cambridgeFields: Fields = {
  mime: 'HTML',
  title_id: '{url.hostname}',
  unitid: '{url.hostname}/{q.aid}',
  vol: '{q.volumeId}',
  issue: extract('{q.issueId}', /^[0-9]+$/),
};

export default definePlatform({
  name: 'edp',
  longName: 'EDP Sciences',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409b60b9adb5bdebc2d2c20',
  publisherName: 'Éditions EDK/Groupe EDP Sciences',
  status: 'stable',
  domains: [],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'title_url',
  pkbDomains: EDP_PKB_DOMAINS,
  rules: [
    ...articleRules(),
    {
      path: /^\/index\.php$/i,
      query: {
        option: 'com_toc',
        url: /^\/articles\/(?<code>[a-z0-9-]+)\/[a-z_]+\/(?<year>[0-9]{4})\/[0-9]{2}\/contents\/contents\.html$/i,
      },
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{code}',
        unitid: '{code}',
        publication_date: '{year}',
      },
    },
    {
      path: /^\/index\.php$/i,
      query: { option: 'com_journals' },
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
    {
      path: /^\/action\/displayJournal$/i,
      fields: titleToc('{url.hostname}'),
    },
    {
      path: /^\/action\/displayAbstract$/i,
      query: { aid: true },
      fields: {
        ...cambridgeFields,
        rtype: 'ABS',
        print_identifier: issn(extract('{q.fileId}', /(?<=^S)[0-9]{7}[0-9X]/i)),
      },
    },
    {
      path: /^\/action\/displayFulltext$/i,
      query: { aid: true, type: '1' },
      fields: { ...cambridgeFields, rtype: 'ARTICLE', mime: 'PDF' },
    },
    {
      path: /^\/action\/displayFulltext$/i,
      query: { aid: true },
      fields: { ...cambridgeFields, rtype: 'RECORD_VIEW' },
    },
  ],
});
