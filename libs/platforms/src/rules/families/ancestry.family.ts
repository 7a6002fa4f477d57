import type { Rule } from '../rule.types.js';

/**
 * The Ancestry institutional grammar (ancestrylibrary.com, ancestryheritagequest.com): record
 * pages (`/discoveryui-content/view/<id>:<db>`, `/cgi-bin/sse.dll?indiv=1&queryId=…`), scanned
 * images (`/imageviewer/collections/<db>/images/<image>`) and collection searches.
 */
export function ancestryRules(): Rule[] {
  return [
    { path: /^\/search\/(?:collections\/[0-9]+\/?)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/discoveryui-content\/view\/(?<id>[0-9]+:[0-9]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/cgi-bin\/sse\.dll$/i,
      query: { indiv: '1', queryId: /^(?<id>[0-9a-f]+)$/i },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/imageviewer\/collections\/[0-9]+\/images\/(?<id>[^/]+)$/i,
      fields: { rtype: 'IMAGE', mime: 'JPEG', unitid: '{id}' },
    },
  ];
}
