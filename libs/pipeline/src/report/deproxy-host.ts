/** TLDs (plus every two-letter ccTLD) a de-proxied host may end with. */
const GENERIC_TLDS = new Set([
  'com', 'org', 'net', 'edu', 'gov', 'int', 'mil', 'info', 'io', 'biz', 'ac', 'co', 'eu',
  'asia', 'pub', 'science', 'online', 'press', 'museum',
]); // prettier-ignore

function isPlausibleHost(host: string): boolean {
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label)) &&
    (GENERIC_TLDS.has(tld) || /^[a-z]{2}$/.test(tld))
  );
}

/**
 * Turns an EZproxy proxy-by-hostname name back into the publisher host it stands for
 * (`www-jstor-org.ezproxy.univ.fr` → `www.jstor.org`; with HttpsHyphens a literal `-` is
 * written `--`); undefined when the name does not look proxied. The proxy's own name is a host of
 * the institution (`ezproxy.univ.fr`: three labels or more) or says it is a proxy: a publisher's
 * own host with a hyphen (`mts-mt.nature.com`, `shop-de.example.com`) is no proxied name.
 */
export function deproxyHost(domain: string): string | undefined {
  const lower = domain.toLowerCase().replace(/:\d+$/, '');
  const dot = lower.indexOf('.');
  if (dot <= 0) {
    return undefined;
  }
  const first = lower.slice(0, dot);
  const proxy = lower.slice(dot + 1);
  if (!/[^-]-[^-]/.test(first) || !proxy.includes('.')) {
    return undefined;
  }
  if (proxy.split('.').length < 3 && !proxy.includes('proxy')) {
    return undefined;
  }
  const host = first
    .split('--')
    .map((part) => part.replace(/-/g, '.'))
    .join('-');
  return isPlausibleHost(host) ? host : undefined;
}
