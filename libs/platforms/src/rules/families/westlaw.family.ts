import type { Rule } from '../rule.types.js';

// Westlaw documents are addressed by a GUID: `I` + 32 hexadecimal digits.
const GUID = '(?<guid>I[0-9a-f]{32})';

/** `/Document/<GUID>/View/FullText.html`: a Westlaw document read in full (westlaw, westdlp). */
export const WESTLAW_DOCUMENT_RULE: Rule = {
  path: new RegExp(`^/Document/${GUID}/View/FullText\\.html$`, 'i'),
  fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{guid}' },
};

/**
 * The Westlaw grammar: documents (by GUID, directly or through a `/Link/Document/FullText` link),
 * `/Browse/Home/<section>` tables of contents and the search results.
 */
export function westlawRules(): Rule[] {
  return [
    WESTLAW_DOCUMENT_RULE,
    {
      path: /^\/Link\/Document\/FullText$/i,
      query: { originatingDoc: new RegExp(`^${GUID}$`, 'i') },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{guid}' },
    },
    {
      path: /^\/Browse\/Home\/(?<section>.+?)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{section}' },
    },
    { path: /^\/Search\/Results\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ];
}
