import type { Fields, Rule } from '../rule.types.js';

// `/content/<journal>/<vol>/<issue>/<first page>`: `{code}`, `{vol}`, `{issue}`, `{page}`, and
// `{id}` = `<vol>/<issue>/<page>`.
const ARTICLE = '^/content/(?<code>[a-z]+)/(?<id>(?<vol>[0-9]+)/(?<issue>[0-9]+)/(?<page>[0-9]+))';

/**
 * Pageant Media journals on pm-research.com (HighWire-style paths): `<article>.full.pdf` is the
 * PDF, the bare or `.abstract` page the abstract. The two reference manifests (pmr,
 * pageant-media) report the same pages with other fields, hence `fields`.
 */
export function pageantMediaArticleRules(fields: Fields): Rule[] {
  return [
    {
      path: new RegExp(`${ARTICLE}\\.full\\.pdf$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', ...fields },
    },
    {
      path: new RegExp(`${ARTICLE}(?:\\.abstract)?/?$`, 'i'),
      fields: { rtype: 'ABS', mime: 'HTML', ...fields },
    },
  ];
}
