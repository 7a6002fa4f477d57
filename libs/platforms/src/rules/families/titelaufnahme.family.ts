import type { Rule } from '../rule.types.js';

/**
 * The bibliographic databases of the Frankfurt university library (BDSL, BLLDB): a record is
 * `/<db>/suche/Titelaufnahme.xml?…&Publikation_ID=<id>`, a result list `/<db>/suche/Trefferliste.xml`.
 */
export function titelaufnahmeRules(): Rule[] {
  return [
    {
      path: /^\/[^/]+\/suche\/Titelaufnahme\.xml$/i,
      query: { Publikation_ID: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
  ];
}
