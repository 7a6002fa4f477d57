import { createHmac, createSecretKey, getHashes, randomBytes } from 'node:crypto';

/** Options of {@link createAnonymizer}. */
export interface AnonymizerOptions {
  /** Fields whose non-empty values are replaced (reference `Crypted-Fields`, default `host,login`). */
  fields: readonly string[];
  /** Any digest known to OpenSSL (reference `Crypting-Algorithm`). Default `sha1`. */
  algorithm?: string;
  /** HMAC key (reference `Crypting-Salt`); a random 40-byte key per anonymizer when absent. */
  salt?: string;
  /** Distinct values whose hash is remembered (hosts and logins repeat); cleared when full. Default 10 000. */
  cacheSize?: number;
}

/** The reference's default `Crypted-Fields`. */
export const DEFAULT_CRYPTED_FIELDS: readonly string[] = ['host', 'login'];

let knownHashes: Set<string> | undefined;

/** Tells whether `algorithm` (case-insensitive) is a digest listed by `crypto.getHashes()` and usable for HMAC. */
export function isSupportedHashAlgorithm(algorithm: string): boolean {
  knownHashes ??= new Set(getHashes().map((name) => name.toLowerCase()));
  if (!knownHashes.has(algorithm.toLowerCase())) {
    return false;
  }
  try {
    createHmac(algorithm, 'probe').update('probe').digest();
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns a function that replaces, in place, each listed non-empty field with
 * HMAC-<algorithm>(key = salt) of its value in hex (reference-identical); an unknown algorithm throws.
 */
export function createAnonymizer(
  options: AnonymizerOptions,
): (fields: Record<string, string>) => void {
  const algorithm = options.algorithm ?? 'sha1';
  if (!isSupportedHashAlgorithm(algorithm)) {
    throw new Error(
      `Unknown Crypting-Algorithm "${algorithm}": not an HMAC digest known to OpenSSL`,
    );
  }
  const key = createSecretKey(
    options.salt === undefined ? randomBytes(40) : Buffer.from(options.salt, 'utf8'),
  );
  const names = options.fields.filter((name) => name !== '');
  const cacheSize = options.cacheSize ?? 10_000;
  // The hash depends on the value only (not the field), so one cache serves every field.
  const cache = new Map<string, string>();
  const hash = (value: string): string => {
    let hashed = cache.get(value);
    if (hashed === undefined) {
      hashed = createHmac(algorithm, key).update(value).digest('hex');
      if (cache.size >= cacheSize) {
        cache.clear();
      }
      cache.set(value, hashed);
    }
    return hashed;
  };
  return (fields) => {
    for (const name of names) {
      const value = fields[name];
      if (value !== undefined && value !== '') {
        fields[name] = hash(value);
      }
    }
  };
}
