import type { Lookup } from 'geoip-lite';

/** Geolocation fields a consultation event can receive, named as in the reference. */
export type GeoField =
  | 'geoip-host'
  | 'geoip-country'
  | 'geoip-region'
  | 'geoip-city'
  | 'geoip-latitude'
  | 'geoip-longitude'
  | 'geoip-coordinates';

/** Every geolocation field, in the reference's order (what `Geoip: all` selects). */
export const GEO_FIELDS: readonly GeoField[] = [
  'geoip-host',
  'geoip-country',
  'geoip-region',
  'geoip-city',
  'geoip-latitude',
  'geoip-longitude',
  'geoip-coordinates',
];

/** The fields that join the output columns when no `Geoip` header is given. */
export const DEFAULT_GEO_OUTPUT_FIELDS: readonly GeoField[] = [
  'geoip-country',
  'geoip-latitude',
  'geoip-longitude',
];

/** Locates a host (an IP, or a chain `a, b` of which the last address is used); undefined when unknown. */
export interface Geolocator {
  locate(host: string): Partial<Record<GeoField, string>> | undefined;
}

/** Options of {@link createGeolocator}. */
export interface GeolocatorOptions {
  /** Replaces the decimal point of latitude and longitude (reference `EZPAARSE_GEOLOCALIZE_SEPARATOR`). Default `.`. */
  decimalSeparator?: string;
}

type LookupFunction = (ip: string) => Lookup | null;

let databasePromise: Promise<LookupFunction> | undefined;

// geoip-lite reads its ~150 MB database synchronously when first imported, so the import waits for
// the first geolocator, and the loaded database is shared by every later one in the process.
async function loadDatabase(): Promise<LookupFunction> {
  databasePromise ??= import('geoip-lite').then((module) => {
    // A CommonJS package: Node exposes it as `default`, a bundler or jest may flatten it.
    const api = (module as unknown as { default?: typeof module }).default ?? module;
    return (ip: string) => api.lookup(ip);
  });
  return databasePromise;
}

/** Takes the last address of a proxy chain `a, b, c`, trimmed. */
export function pickLastAddress(host: string): string {
  const lastComma = host.lastIndexOf(',');
  return (lastComma === -1 ? host : host.slice(lastComma + 1)).trim();
}

/** Converts a geoip-lite answer into reference field values. */
export function toGeoFields(
  host: string,
  found: Lookup,
  decimalSeparator = '.',
): Record<GeoField, string> {
  const [latitude, longitude] = found.ll;
  return {
    'geoip-host': host,
    'geoip-country': found.country,
    'geoip-region': found.region,
    'geoip-city': found.city,
    'geoip-latitude': String(latitude).replace('.', decimalSeparator),
    'geoip-longitude': String(longitude).replace('.', decimalSeparator),
    'geoip-coordinates': `[${latitude},${longitude}]`,
  };
}

/**
 * Creates a geolocator backed by geoip-lite's offline GeoLite database (shipped in the npm package,
 * loaded on the first call and shared); see docs/adr/0010-geolocation-database.md.
 */
export async function createGeolocator(options: GeolocatorOptions = {}): Promise<Geolocator> {
  const lookup = await loadDatabase();
  const decimalSeparator = options.decimalSeparator ?? '.';
  return {
    locate(host: string) {
      const address = pickLastAddress(host);
      if (address === '') {
        return undefined;
      }
      const found = lookup(address);
      return found === null ? undefined : toGeoFields(address, found, decimalSeparator);
    },
  };
}
