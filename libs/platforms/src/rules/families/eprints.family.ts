import type { Rule } from '../rule.types.js';

/**
 * The EPrints repository grammar: `/<id>/` abstract pages, `/[id/eprint/]<id>/<n>/<file>.pdf`
 * documents, `/<id>/<n>.haspreviewThumbnailVersion/<file>` previews, `/view/<kind>/<value>.html`
 * browse pages and `/cgi/search/…` queries.
 */
export function eprintsRules(): Rule[] {
  return [
    {
      path: /^(?:\/id\/eprint)?\/(?<id>[0-9]+)\/(?<n>[0-9]+)\.haspreview[a-z]*Version\/(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'PREVIEW', mime: 'PDF', title_id: '{id}', unitid: '{file}' },
    },
    {
      path: /^(?:\/id\/eprint)?\/(?<id>[0-9]+)\/(?<n>[0-9]+)\/[^/]+\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}/{n}' },
    },
    {
      path: /^(?:\/id\/eprint)?\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/view\/instit\/(?<value>[^/]+)\.html$/i,
      fields: { rtype: 'OTHER', mime: 'HTML', title_id: '{value}', unitid: '{value}' },
    },
    {
      path: /^\/view\/affil\/(?<value>[^/]+)\.html$/i,
      fields: { rtype: 'FICHE_ENTREPRISE', mime: 'HTML', title_id: '{value}' },
    },
    { path: /^\/cgi\/search\/[a-z]+\/?$/i, fields: { rtype: 'QUERY', mime: 'HTML' } },
  ];
}
