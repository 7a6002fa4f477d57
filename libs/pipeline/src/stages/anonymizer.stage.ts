import type { FieldAnonymizer } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 50_000;

/**
 * Replaces the `Crypted-Fields` values with their HMAC (last stage: every other one saw them
 * clear). Hashes are remembered per field and value, since logins and hosts repeat all day long.
 */
export function createAnonymizerStage(
  anonymize: FieldAnonymizer,
  fields: readonly string[],
): Stage {
  const caches = fields.map((name) => [name, new Map<string, string>()] as const);
  const probe: Record<string, string> = {};
  return createEventStage('anonymizer', (event) => {
    const values = event.fields;
    for (const [name, cache] of caches) {
      const value = values[name];
      if (!value) {
        continue;
      }
      let hashed = cache.get(value);
      if (hashed === undefined) {
        const key = detachString(value);
        probe[name] = key;
        anonymize(probe);
        hashed = probe[name];
        if (cache.size >= CACHE_LIMIT) {
          cache.clear();
        }
        cache.set(key, hashed);
      }
      values[name] = hashed;
    }
    return undefined;
  });
}
