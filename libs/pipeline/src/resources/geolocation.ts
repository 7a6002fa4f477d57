import { GeoipDataFiles, type GeoipAnswer } from './geoip-data-files.js';

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

type LookupFunction = (ip: string) => GeoipAnswer | null;

let database: GeoipDataFiles | undefined;

// The database files are opened, and their small index built, when the first geolocator is
// created; every later one in the process shares them.
function loadDatabase(): LookupFunction {
  database ??= new GeoipDataFiles();
  const files = database;
  return (ip: string) => files.lookup(ip);
}

/** Takes the last address of a proxy chain `a, b, c`, trimmed. */
export function pickLastAddress(host: string): string {
  const lastComma = host.lastIndexOf(',');
  return (lastComma === -1 ? host : host.slice(lastComma + 1)).trim();
}

/**
 * Converts a geoip-lite answer into reference field values. A range listed without a location
 * (`ll` = `[null, null]`) gets no latitude nor longitude and `[,]` as coordinates, as in the
 * reference's results, rather than the text "null".
 */
export function toGeoFields(
  host: string,
  found: GeoipAnswer,
  decimalSeparator = '.',
): Partial<Record<GeoField, string>> {
  const [latitude, longitude] = found.ll;
  const fields: Partial<Record<GeoField, string>> = {
    'geoip-host': host,
    'geoip-country': found.country,
    'geoip-region': found.region,
    'geoip-city': found.city,
  };
  if (latitude !== null) {
    fields['geoip-latitude'] = String(latitude).replace('.', decimalSeparator);
  }
  if (longitude !== null) {
    fields['geoip-longitude'] = String(longitude).replace('.', decimalSeparator);
  }
  fields['geoip-coordinates'] = `[${latitude ?? ''},${longitude ?? ''}]`;
  return fields;
}

/**
 * Creates a geolocator backed by the offline GeoLite database shipped in the geoip-lite package,
 * read in place from its files (opened on the first call and shared); see
 * docs/adr/0010-geolocation-database.md.
 */
export function createGeolocator(options: GeolocatorOptions = {}): Promise<Geolocator> {
  const lookup = loadDatabase();
  const decimalSeparator = options.decimalSeparator ?? '.';
  return Promise.resolve({
    locate(host: string) {
      const address = pickLastAddress(host);
      if (address === '') {
        return undefined;
      }
      const found = lookup(address);
      return found === null ? undefined : toGeoFields(address, found, decimalSeparator);
    },
  });
}
