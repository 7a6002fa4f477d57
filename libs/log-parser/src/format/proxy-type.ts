/** The three proxy families whose format syntax the reference understands. */
export type ProxyType = 'ezproxy' | 'apache' | 'squid';

/** Every proxy family, in the order `Log-Format-*` headers are looked up. */
export const PROXY_TYPES: readonly ProxyType[] = ['ezproxy', 'apache', 'squid'];

/** Tells whether a string names one of the supported proxy families. */
export function isProxyType(value: string): value is ProxyType {
  return value === 'ezproxy' || value === 'apache' || value === 'squid';
}
