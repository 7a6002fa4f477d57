import { HostFactsCache } from '../engine/host-facts.js';
import type { FieldAnonymizer } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 50_000;

/**
 * Replaces the `Crypted-Fields` values with their HMAC (last stage: every other one saw them
 * clear). Hashes are remembered per field and value, since logins and hosts repeat all day long;
 * the host's with the job's other answers about it (host-facts.ts).
 */
export function createAnonymizerStage(
  anonymize: FieldAnonymizer,
  fields: readonly string[],
  hostFacts = new HostFactsCache(),
): Stage {
  const caches = fields
    .filter((name) => name !== 'host')
    .map((name) => [name, new Map<string, string>()] as const);
  const cryptsHost = fields.includes('host');
  const hashOf = (name: string, value: string): string => {
    const probe: Record<string, string> = { [name]: value };
    anonymize(probe);
    return probe[name] ?? value;
  };
  return createEventStage('anonymizer', (event) => {
    const values = event.fields;
    const { host } = values;
    if (cryptsHost && host) {
      const facts = hostFacts.of(event, host);
      values.host = facts.crypted ??= hashOf('host', facts.host);
    }
    for (const [name, cache] of caches) {
      const value = values[name];
      if (!value) {
        continue;
      }
      let hashed = cache.get(value);
      if (hashed === undefined) {
        const key = detachString(value);
        hashed = hashOf(name, key);
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
