import {
  SILVERCHAIR_KIND_MIME,
  SILVERCHAIR_KIND_RTYPE,
  silverchairBookChapterRule,
  silverchairDoiArticleRule,
  silverchairIssueArticleRule,
} from './silverchair-shapes.family.js';
import { runRules } from '../../testing/run-rules.js';

describe('silverchair shapes', () => {
  const issueArticle = silverchairIssueArticleRule({
    kinds: ['article-pdf'],
    fields: { rtype: 'ARTICLE', mime: 'PDF', vol: '{vol}', unitid: '{id}' },
  });

  it('never reads a DOI article as an issue article, whatever the order', () => {
    const doiArticle = silverchairDoiArticleRule({
      kinds: ['article-pdf'],
      fields: { rtype: 'ARTICLE', mime: 'PDF', doi: '{doi}', unitid: '{id}' },
    });
    const url = 'https://t.org/j/article-pdf/doi/10.1108/j-09-2025-0211/11329495/j.pdf';
    expect(runRules([issueArticle], url)).toEqual({});
    expect(runRules([issueArticle, doiArticle], url)).toEqual({
      rtype: 'ARTICLE',
      mime: 'PDF',
      doi: '10.1108/j-09-2025-0211',
      unitid: '11329495',
    });
  });

  it('keeps to the kinds a platform lists', () => {
    expect(runRules([issueArticle], 'https://t.org/j/article/1/2/3/456/slug')).toEqual({});
    expect(runRules([issueArticle], 'https://t.org/j/article-pdf/1/2/3/456/f.pdf')).toMatchObject({
      vol: '1',
      unitid: '456',
    });
  });

  it('reads ahead-of-print kinds when listed, with a DOI pattern of the platform', () => {
    const rule = silverchairDoiArticleRule({
      kinds: ['advance-article-pdf'],
      doi: '10\\.[0-9]{4,9}/(?<suffix>[a-z0-9]+/[a-z0-9.]+)',
      fields: { rtype: SILVERCHAIR_KIND_RTYPE, mime: SILVERCHAIR_KIND_MIME, unitid: '{suffix}' },
    });
    expect(
      runRules([rule], 'https://t.org/nar/advance-article-pdf/doi/10.1093/nar/gk1/57/f.pdf'),
    ).toEqual({ rtype: 'ARTICLE', mime: 'PDF', unitid: 'nar/gk1' });
  });

  it('reads book chapters under a site or under /books/<kind>/', () => {
    const rule = silverchairBookChapterRule({ unitid: '{book}-{chapter}' });
    expect(runRules([rule], 'https://t.org/books/monograph/5359/chapter-abstract/38/Slug')).toEqual(
      {
        unitid: '5359-38',
      },
    );
    expect(runRules([rule], 'https://t.org/redbook/book/347/chapter/57/Prologue')).toEqual({
      unitid: '347-57',
    });
  });
});

describe('silverchair shapes: captures', () => {
  it('names only the captures the fields read', () => {
    const rule = silverchairDoiArticleRule({ kinds: ['article'], fields: { unitid: '{id}' } });
    expect(rule.path?.source).not.toContain('?<journal>');
    expect(rule.path?.source).toContain('?<id>');
    expect(runRules([rule], 'https://t.org/j/article/doi/10.1234/x/42/slug')).toEqual({
      unitid: '42',
    });
  });
});
