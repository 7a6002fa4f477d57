import {
  NATURE_ARTICLE_MIME,
  NATURE_SEARCH_RULE,
  natureArticleRule,
} from '../../rules/families/nature.family.js';
import type { Fields } from '../../rules/index.js';
import {
  all,
  concat,
  definePlatform,
  doiItem,
  extract,
  issueFields,
  lookup,
  matches,
  not,
  replace,
} from '../../rules/index.js';

// Old article ids embed the year: ajg2012363a ⇒ DOI 10.1038/ajg.2012.363, published 2012.
// Supplementary files keep their suffix after the number: emboj201210s1 ⇒ emboj.2012.10s1.
// The reference reads a year only in 20xx (ncb1969 is a number; ncb2091 becomes ncb.2091.).
const YEAR_ID = /^(?<code>[a-z]+)(?<year>20[0-9]{2})(?<num>[0-9]*(?:[a-z][0-9]+)?)a?$/i;
// Whatever follows a dash is not part of the DOI: supplementary files (nature05382-s1,
// nn1924-S10) and first pages (nmeth0410-248) belong to the article's DOI.
const PAST_DASH = /-.*$/;
const doiOfId = concat('10.1038/', replace(replace('{id}', YEAR_ID, '$1.$2.$3'), PAST_DASH, ''));
const yearOfId = extract('{id}', YEAR_ID, 'year');
// Under the dated paths (/news/2005/050131/full/news050131-3.html) only a supplement suffix goes.
const doiOfDatedId = concat(
  '10.1038/',
  replace(replace('{id}', YEAR_ID, '$1.$2.$3'), /-s[0-9]+$/i, ''),
);
// The year form is only read when the id's code is the journal of the path (`/ijos/…/ijos201263a`);
// under another path the reference keeps the id as the DOI suffix and no date.
const CODE_AND_SAME_CODE_ID =
  /^([a-z0-9]+)\|\1(?:20)[0-9]{2}[0-9]*(?:[a-z][0-9]+)?a?(?:-s[0-9]+)?$/i;
const KIND_RTYPE = { abs: 'ABS' };
const EXT_MIME = { pdf: 'PDF', html: 'HTML' };

const journalArticle: Fields = {
  rtype: lookup('{kind}', KIND_RTYPE, 'ARTICLE'),
  mime: lookup('{ext}', EXT_MIME),
  title_id: '{code}',
  doi: doiOfId,
  unitid: '10.1038/{id}',
};

export default definePlatform({
  name: 'npg',
  longName: 'Nature Publishing Group',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5410711521bf25051e829c16',
  publisherName: 'Nature Publishing Group',
  status: 'beta',
  domains: ['www.nature.com', 'nano.nature.com'],
  rules: [
    { path: /\.ris$/i, fields: {} },
    {
      path: /^\/(?<code>[a-z0-9]+)\/journal\/v(?<vol>[^/]+)\/n(?<issue>[^/]+)\/(?<kind>full|abs|pdf|extref)\/(?<id>[^/]+)\.(?<ext>html|pdf)$/i,
      when: all(
        matches('{id}', YEAR_ID),
        not(matches(concat('{code}', '|', '{id}'), CODE_AND_SAME_CODE_ID)),
      ),
      fields: {
        ...journalArticle,
        doi: concat('10.1038/', replace('{id}', PAST_DASH, '')),
        vol: '{vol}',
        issue: '{issue}',
      },
    },
    {
      path: /^\/(?<code>[a-z0-9]+)\/journal\/v(?<vol>[^/]+)\/n(?<issue>[^/]+)\/(?<kind>full|abs|pdf|extref)\/(?<id>[^/]+)\.(?<ext>html|pdf)$/i,
      fields: { ...journalArticle, vol: '{vol}', issue: '{issue}', publication_date: yearOfId },
    },
    {
      path: /^\/(?<code>[a-z0-9]+)\/journal\/v(?<vol>[^/]+)\/n(?<issue>[^/]+)\/(?:index\.html)?$/i,
      fields: issueFields('TOC', 'MISC', '{code}/v{vol}/n{issue}'),
    },
    {
      // Dotted news ids (news.2008.1067) are not read as a DOI by the reference: the unitid is the
      // year of the path and there is no DOI nor date.
      path: /^\/news\/(?<year>[0-9]{4})\/[0-9]{6}\/(?:full|abs|pdf)\/news\.[0-9]{4}\.[0-9]+\.(?<ext>html|pdf)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{ext}', EXT_MIME),
        title_id: 'nature',
        unitid: '{year}',
      },
    },
    {
      path: /^\/(?<code>[a-z0-9]+)\/(?:knowledgeenvironment\/)?(?<year>[0-9]{4})\/[0-9]{6}\/(?:[^/]+\/)?(?<kind>full|abs|pdf)\/(?<id>[^/]+)\.(?<ext>html|pdf)$/i,
      fields: {
        ...journalArticle,
        title_id: lookup('{code}', { news: 'nature' }, '{code}'),
        doi: doiOfDatedId,
        publication_date: '{year}',
      },
    },
    {
      path: /^\/polopoly_fs\/.*\/(?:pdf|file)\/(?<id>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: 'nature',
        doi: '10.1038/{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/articles\/doi:(?<doi>10\.1038\/(?<id>(?<code>[a-z]+)[^/]*))\.epdf$/i,
      fields: {
        ...issueFields('ARTICLE', 'READCUBE', '{doi}', {
          vol: extract('{q.pdf_url}', /\/journal\/v(?<vol>[^/]+)\/n[^/]+\//, 'vol'),
          issue: extract('{q.pdf_url}', /\/journal\/v[^/]+\/n(?<issue>[^/]+)\//, 'issue'),
        }),
        doi: '{doi}',
      },
    },
    {
      path: /^\/articles\/(?<id>(?<code>[a-z]+)(?:19|20)[0-9]{2}[0-9]+)(?<pdf>\.pdf)?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: NATURE_ARTICLE_MIME,
        title_id: '{code}',
        doi: concat('10.1038/', replace('{id}', YEAR_ID, '$1.$2.$3')),
        unitid: replace('{id}', YEAR_ID, '$1.$2.$3'),
      },
    },
    natureArticleRule({
      rtype: 'ARTICLE',
      mime: NATURE_ARTICLE_MIME,
      doi: '10.1038/{id}',
      unitid: '{id}',
    }),
    {
      host: 'nano.nature.com',
      path: /^\/related-nanoobject-summary$/i,
      query: { doi: /^(?<doi>10\.[0-9]+\/(?<suffix>.+))$/ },
      fields: doiItem('RECORD_VIEW', 'MISC'),
    },
    { host: 'nano.nature.com', path: /^\/search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    NATURE_SEARCH_RULE,
    {
      // Nature news: /news/<slug>-1.<number>
      path: /^\/news\/(?<id>[a-z0-9-]+-[0-9]+\.[0-9]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: 'nature', unitid: '{id}' },
    },
    {
      path: /^\/(?<code>[a-z0-9]+)\/(?:archive\/)?(?:index\.html)?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}' },
    },
    {
      // Supplementary files of any type (.doc, .mov, .xls…): the reference counts them as PDF.
      // (Last: unindexed rules placed here cost nothing to the URLs matched above.)
      path: /^\/(?<code>[a-z0-9]+)\/journal\/v(?<vol>[^/]+)\/n(?<issue>[^/]+)\/extref\/(?<id>[^/]+)\.[a-z0-9]+$/i,
      when: all(
        matches('{id}', YEAR_ID),
        not(matches(concat('{code}', '|', '{id}'), CODE_AND_SAME_CODE_ID)),
      ),
      fields: {
        ...journalArticle,
        rtype: 'ARTICLE',
        mime: 'PDF',
        doi: concat('10.1038/', replace('{id}', PAST_DASH, '')),
        vol: '{vol}',
        issue: '{issue}',
      },
    },
    {
      path: /^\/(?<code>[a-z0-9]+)\/journal\/v(?<vol>[^/]+)\/n(?<issue>[^/]+)\/extref\/(?<id>[^/]+)\.[a-z0-9]+$/i,
      fields: {
        ...journalArticle,
        rtype: 'ARTICLE',
        mime: 'PDF',
        vol: '{vol}',
        issue: '{issue}',
        publication_date: yearOfId,
      },
    },
    {
      path: /^\/(?<code>[a-z0-9]+)\/current_issue\.html$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}' },
    },
  ],
});
