import type { Rule } from '../rule.types.js';

/**
 * Open Journal Systems: `/index.php/<journal>/issue/view/<issue>` tables of contents and
 * `/index.php/<journal>/article/view/<article>[/<galley>]` articles (unit id keeps the galley).
 */
export function ojsRules(): Rule[] {
  return [
    {
      path: /^(?:\/index\.php)?\/[^/]+\/issue\/view\/(?<issue>[0-9]+)(?:\/[0-9]+)?\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{issue}' },
    },
    {
      path: /^(?:\/index\.php)?\/[^/]+\/article\/view\/(?<id>[0-9]+(?:\/[0-9]+)?)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ];
}
