/**
 * The headers every network enricher reads, under its prefix; `tries` is how the reference
 * spells its attempts header (Crossref `-Max-Tries`, ISTEX, HAL and Sudoc `-Max-Attempts`; both
 * are read for every enricher).
 */
function enricherHeaders(prefix: string, tries = 'Max-Tries'): string[] {
  return [
    'Enrich',
    'Cache',
    'TTL',
    'Throttle',
    'Paquet-Size',
    'Buffer-Size',
    tries,
    'On-Fail',
    'Base-Wait-Time',
  ].map((suffix) => `${prefix}-${suffix}`);
}

/**
 * The request headers each middleware of this build reads (the reference's names), for
 * `GET /api/info/middlewares/headers` and the settings form. Core headers (formats, output,
 * traces…) belong to no middleware and are not listed.
 */
export const MIDDLEWARE_HEADERS: Readonly<Record<string, readonly string[]>> = {
  // The reference's names: `Filter-Status`, `Filter-Redirects` or `Robots-Filter` are read by
  // nothing, so a form offering them would let a user set a filter that silently stays on.
  filter: ['ezPAARSE-Filter-Status', 'ezPAARSE-Filter-Redirects', 'Disable-Filters'],
  parser: ['Filter-Platforms', 'Allow-Domain-Wildcards', 'Force-Parser'],
  deduplicator: [
    'Double-Click-Removal',
    'Double-Click-HTML',
    'Double-Click-PDF',
    'Double-Click-MISC',
    'Double-Click-MIXED',
    'Double-Click-Strategy',
    'Double-Click-C-Field',
    'Double-Click-L-Field',
    'Double-Click-I-Field',
  ],
  enhancer: ['ezPAARSE-Enrich'],
  geolocalizer: ['Geoip'],
  cut: ['Extract'],
  'on-campus-counter': [],
  qualifier: [],
  anonymizer: ['Crypted-Fields', 'Crypting-Algorithm', 'Crypting-Salt'],
  istex: enricherHeaders('Istex', 'Max-Attempts'),
  sudoc: enricherHeaders('Sudoc', 'Max-Attempts'),
  hal: enricherHeaders('HAL', 'Max-Attempts'),
  crossref: [
    ...enricherHeaders('Crossref'),
    'Crossref-License',
    'Crossref-Plus-API-Token',
    'Crossref-User-Agent',
  ],
  openalex: [...enricherHeaders('OpenAlex'), 'OpenAlex-APIKey'],
  unpaywall: [...enricherHeaders('Unpaywall'), 'Unpaywall-Email'],
  populate: ['Populate-Fields'],
  'session-id': ['Session-ID-Fields'],
  'user-agent-parser': [],
  // The robots filter's switch, as for the filter's own user-agent test.
  'bot-ua-detector': ['Disable-Filters'],
};
