import type { Rule } from '../rule.types.js';
import { matches, pick } from '../helpers.js';

// A COUNTER 5 tag `<event>|<item>|<db kind>|<db>|…` naming a book database marks a book view.
const isBookView = matches('{q.Counter5}', /\|books?\||\|bookdb\|/i);

/**
 * The OvidSP `ovidweb.cgi` grammar: the action is the name of a query parameter (`Abstract`,
 * `Complete Reference`, `Link Set`, `Book Reader`, a PDF frameset with `pdf_index`) whose value
 * is the result-set reference used as unitid.
 */
export function ovidWebRules(): Rule[] {
  const cgi = /\/ovidweb\.cgi$/i;
  return [
    {
      path: cgi,
      query: { pdf_index: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: cgi,
      query: { Abstract: /^(?<id>.+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: cgi,
      query: { 'Complete Reference': /^(?<id>.+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: cgi,
      query: { 'FTS Book Reader Content': /^(?<id>.+)$/ },
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: cgi,
      query: { 'Link Set': /^(?<id>.+)$/ },
      fields: { rtype: pick(isBookView, 'BOOK', 'ARTICLE'), mime: 'HTML', unitid: '{id}' },
    },
  ];
}
