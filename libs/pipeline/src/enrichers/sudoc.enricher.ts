import type { EnricherDefinition } from './batched-enricher.stage.js';
import { asObject, asText } from './json-fields.js';

/** Root of the ABES Sudoc micro web services (`issn2ppn`, `isbn2ppn`). */
export const SUDOC_BASE_URL = 'https://www.sudoc.fr/services';

const ISSN = /^\d{4}-\d{3}[\dX]$/;
const ISBN = /^(?:97[89])?\d{9}[\dX]$/;

/** A 200 of the micro web services carries `sudoc` (one query or a list of them). */
const sudocAnswer = (body: unknown) =>
  asObject(body)?.sudoc === undefined ? 'no sudoc member' : undefined;

/** Options of the Sudoc enricher. */
export interface SudocOptions {
  baseUrl?: string;
}

/** An ISSN (`1234-567X`) or an ISBN without hyphens, upper-cased; undefined for anything else. */
export function normalizePrintIdentifier(value: string | undefined): string | undefined {
  const trimmed = value?.trim().toUpperCase();
  if (!trimmed) {
    return undefined;
  }
  if (ISSN.test(trimmed)) {
    return trimmed;
  }
  const isbn = trimmed.replace(/[-\s]/g, '');
  return ISBN.test(isbn) ? isbn : undefined;
}

/** The first PPN of a query's `result` (or `resultNoHolding` when no library holds it). */
function ppnOf(query: Record<string, unknown>): string | undefined {
  for (const name of ['result', 'resultNoHolding']) {
    const value: unknown = query[name];
    const first: unknown = Array.isArray(value) ? value[0] : value;
    const ppn = asText(asObject(first)?.ppn);
    if (ppn) {
      return ppn;
    }
  }
  return undefined;
}

/**
 * Sudoc PPN (`sudoc-ppn`) of an event's `print_identifier`: the micro web services take several
 * identifiers at once, so a packet is one `GET /issn2ppn/a,b&format=text/json` (and one
 * `isbn2ppn` for its ISBNs). The answer's `sudoc` is one `{query}` or a list of them; a 404
 * means none of the identifiers is known.
 */
export function createSudocEnricher(options: SudocOptions = {}): EnricherDefinition {
  const base = options.baseUrl ?? SUDOC_BASE_URL;
  return {
    name: 'sudoc',
    outputFields: ['sudoc-ppn'],
    referenceCounters: { enriched: 'enriched-ecs', notFound: 'not-found' },
    keyOf: (fields) => normalizePrintIdentifier(fields.print_identifier),
    async fetchPacket(keys, client) {
      const answers = new Map<string, Record<string, string>>();
      const groups: [string, string, string[]][] = [
        ['issn2ppn', 'issn', keys.filter((key) => ISSN.test(key))],
        ['isbn2ppn', 'isbn', keys.filter((key) => !ISSN.test(key))],
      ];
      for (const [service, idName, ids] of groups) {
        if (ids.length === 0) {
          continue;
        }
        // The services read the format from the path (`…/id1,id2&format=text/json`).
        const url = new URL(
          `${service}/${ids.join(',')}&format=text/json`,
          base.endsWith('/') ? base : `${base}/`,
        );
        const body = asObject(await client.getJson(url, { check: sudocAnswer }));
        const sudoc = body?.sudoc;
        for (const entry of Array.isArray(sudoc) ? sudoc : [sudoc]) {
          const query = asObject(asObject(entry)?.query);
          const id = normalizePrintIdentifier(asText(query?.[idName]));
          const ppn = query ? ppnOf(query) : undefined;
          if (id !== undefined && ppn !== undefined && ids.includes(id)) {
            answers.set(id, { 'sudoc-ppn': ppn });
          }
        }
      }
      return answers;
    },
  };
}
