import { MutableUrlView } from '../../url/url-view.js';
import { compilePlatform } from '../compile-platform.js';
import type { Rule } from '../rule.types.js';
import {
  SILVERCHAIR_KIND_MIME,
  SILVERCHAIR_KIND_RTYPE,
  silverchairBookChapterRule,
  silverchairDoiArticleRule,
  silverchairIssueArticleRule,
} from './silverchair.family.js';

function run(rules: Rule[], url: string): Record<string, unknown> {
  const parser = compilePlatform({ name: 't', longName: 'T', domains: ['t.org'], rules });
  const view = new MutableUrlView();
  view.reset(url);
  return parser.parse(view, { url });
}

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
    expect(run([issueArticle], url)).toEqual({});
    expect(run([issueArticle, doiArticle], url)).toEqual({
      rtype: 'ARTICLE',
      mime: 'PDF',
      doi: '10.1108/j-09-2025-0211',
      unitid: '11329495',
    });
  });

  it('keeps to the kinds a platform lists', () => {
    expect(run([issueArticle], 'https://t.org/j/article/1/2/3/456/slug')).toEqual({});
    expect(run([issueArticle], 'https://t.org/j/article-pdf/1/2/3/456/f.pdf')).toMatchObject({
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
      run([rule], 'https://t.org/nar/advance-article-pdf/doi/10.1093/nar/gk1/57/f.pdf'),
    ).toEqual({ rtype: 'ARTICLE', mime: 'PDF', unitid: 'nar/gk1' });
  });

  it('reads book chapters under a site or under /books/<kind>/', () => {
    const rule = silverchairBookChapterRule({ unitid: '{book}-{chapter}' });
    expect(run([rule], 'https://t.org/books/monograph/5359/chapter-abstract/38/Slug')).toEqual({
      unitid: '5359-38',
    });
    expect(run([rule], 'https://t.org/redbook/book/347/chapter/57/Prologue')).toEqual({
      unitid: '347-57',
    });
  });
});
