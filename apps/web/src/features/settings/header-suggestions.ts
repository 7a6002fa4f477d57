import type { MiddlewaresInfo } from '@sillage/shared-types';

/** The built-in header categories of the advanced rows (reference §3.4). */
export type HeaderCategory = 'encoding' | 'format' | 'extraction' | 'deduplication' | 'other';

/** Header names offered in the advanced rows, by category. */
export const HEADER_SUGGESTIONS: readonly { category: HeaderCategory; names: readonly string[] }[] =
  [
    {
      category: 'encoding',
      names: ['Response-Encoding', 'Request-Charset', 'Response-Charset'],
    },
    {
      category: 'format',
      names: [
        'Accept',
        'Log-Format-ezproxy',
        'Log-Format-apache',
        'Log-Format-squid',
        'Date-Format',
        'Output-Fields',
        'Output-Timezone',
        'Input-Timezone',
        'Max-Parse-Attempts',
      ],
    },
    { category: 'extraction', names: ['Extract'] },
    {
      category: 'deduplication',
      names: [
        'Double-Click-Removal',
        'Double-Click-HTML',
        'Double-Click-PDF',
        'Double-Click-MISC',
        'Double-Click-MIXED',
        'Double-Click-Strategy',
        'Double-Click-C-Field',
        'Double-Click-L-Field',
        'Double-Click-I-Field',
        // Sillage: COUNTER R5.1 counting (`r51`), which also writes counter.json for the COUNTER view.
        'COUNTER-Mode',
      ],
    },
    {
      category: 'other',
      names: [
        'Traces-Level',
        'Reject-Files',
        'Clean-Only',
        'Force-Parser',
        'Geoip',
        'Crypting-Salt',
        'ezPAARSE-Job-Notifications',
        'ezPAARSE-Predefined-Settings',
        'ezPAARSE-Filter-Redirects',
        'ezPAARSE-Filter-Status',
        'Disable-Filters',
        'Force-ECField-Publisher',
        'ezPAARSE-Middlewares',
        'ezPAARSE-Enrich',
      ],
    },
  ];

/** One group of the suggestion menu: a built-in category, or the headers one middleware reads. */
export type HeaderSuggestionGroup =
  | { kind: 'category'; category: HeaderCategory; names: readonly string[] }
  | { kind: 'middleware'; middleware: string; names: readonly string[] };

/**
 * Built-in categories, then one group per middleware that will run (in the instance's chain, or
 * added by this setting) and declares headers, in chain order.
 */
export function buildHeaderSuggestionGroups(
  middlewares: Pick<MiddlewaresInfo, 'enabled' | 'headers'> | null,
  additionalMiddlewares: readonly string[],
): HeaderSuggestionGroup[] {
  const builtIn = HEADER_SUGGESTIONS.map(({ category, names }): HeaderSuggestionGroup => ({
    kind: 'category',
    category,
    names,
  }));
  if (middlewares === null) {
    return builtIn;
  }
  const running = [...new Set([...middlewares.enabled, ...additionalMiddlewares])];
  const byName = new Map(middlewares.headers.map((entry) => [entry.name, entry.headers]));
  const fromMiddlewares = running.flatMap((middleware): HeaderSuggestionGroup[] => {
    const names = (byName.get(middleware) ?? []).map((header) => header.name);
    return names.length === 0 ? [] : [{ kind: 'middleware', middleware, names }];
  });
  return [...builtIn, ...fromMiddlewares];
}
