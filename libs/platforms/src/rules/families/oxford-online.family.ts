import { lookup } from '../helpers.js';
import type { Rule } from '../rule.types.js';

/**
 * Oxford University Press reference sites (Oxford Art Online, Oxford Music Online …):
 * `/<product>/{view,display}/10.1093/<code>/<isbn>.001.0001/<prefix>-<isbn>-e-<n>[?print=pdf]`,
 * an ARTICLE whose online_identifier is the work's ISBN.
 */
export function oxfordEntryRules(): Rule[] {
  return [
    {
      path: /^\/[a-z]+\/(?:view|display)\/10\.[0-9]{4,9}\/[a-z]+\/(?<isbn>[0-9]{13})\.[0-9]{3}\.[0-9]{4}\/(?<entry>[a-z]+-[0-9]{13}-e-[0-9]+)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{q.print}', { pdf: 'PDF' }, 'HTML'),
        online_identifier: '{isbn}',
        unitid: '{entry}',
      },
    },
  ];
}
