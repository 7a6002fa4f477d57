import type { Rule } from '../rule.types.js';

/**
 * Inside Washington Publishers' news sites (insidedefense.com, insidecybersecurity.com …):
 * `/search/<terms>` and articles at `/<section>/<slug>` (no file extension: assets are not articles).
 */
export function insideWashingtonRules(): Rule[] {
  return [
    { path: /^\/search\/[^/]+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/[a-z-]+\/[^/.]+$/i, fields: { rtype: 'ARTICLE', mime: 'HTML' } },
  ];
}
