import { lookup } from '../helpers.js';
import type { Fields, Rule } from '../rule.types.js';

/** mime of an article page `{pdf}`: PDF with the `.pdf` suffix, HTML without. */
export const NATURE_ARTICLE_MIME = lookup('{pdf}', { '.pdf': 'PDF' }, 'HTML');

/**
 * `/articles/<id>[.pdf]`: a Springer Nature article page (www.nature.com, www.natureasia.com).
 * `id` is the regex source of the article id (default any segment); captures `id` and `pdf`.
 */
export function natureArticleRule(fields: Fields, id = '[^/]+?'): Rule {
  return { path: new RegExp(`^/articles/(?<id>${id})(?<pdf>\\.pdf)?$`, 'i'), fields };
}

/** `/search`, `/search/executeSearch`, `/search/adv_search` …: the search pages. */
export const NATURE_SEARCH_RULE: Rule = {
  path: /^\/search(?:\/[a-z_]+)?\/?$/i,
  fields: { rtype: 'SEARCH', mime: 'HTML' },
};
