import type { Rule } from '../rule.types.js';

/**
 * The Koha OPAC grammar shared by Koha catalogues (ethraadl.com, klapp-online.de): a record page
 * `/cgi-bin/koha/opac-detail.pl?biblionumber=<id>` is the item's abstract. Sites add their own
 * search and file pages after it.
 */
export function kohaRules(): Rule[] {
  return [
    {
      path: /^\/cgi-bin\/koha\/opac-detail\.pl$/i,
      query: { biblionumber: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
  ];
}
