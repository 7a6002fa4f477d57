import { NETWORK_ENRICHER_NAMES, type NetworkEnricherName } from './network-enrichers.js';

/**
 * Reads `SILLAGE_ENRICHER_URLS`: a comma list of `<enricher>=<root URL>` (a mirror, a proxy or a
 * test server), e.g. `crossref=http://mirror.local/crossref,hal=https://hal.example/api`.
 * Throws one message naming every unknown enricher or invalid URL.
 */
export function parseEnricherUrls(
  value: string | undefined,
): Partial<Record<NetworkEnricherName, string>> {
  const urls: Partial<Record<NetworkEnricherName, string>> = {};
  const problems: string[] = [];
  for (const item of (value ?? '').split(',').map((part) => part.trim())) {
    if (item === '') {
      continue;
    }
    const equals = item.indexOf('=');
    const name = item.slice(0, equals).trim().toLowerCase();
    const url = item.slice(equals + 1).trim();
    if (equals < 0 || !NETWORK_ENRICHER_NAMES.includes(name as NetworkEnricherName)) {
      problems.push(
        `"${item}" is not <enricher>=<url> with one of ${NETWORK_ENRICHER_NAMES.join(', ')}`,
      );
    } else if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      problems.push(`"${url}" is not an http(s) URL`);
    } else {
      urls[name as NetworkEnricherName] = url;
    }
  }
  if (problems.length > 0) {
    throw new Error(problems.join('; '));
  }
  return urls;
}
