import { HostFactsCache } from '../engine/host-facts.js';
import type { FieldAnonymizer } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 50_000;

/**
 * Replaces the `Crypted-Fields` values with their HMAC (last stage: every other one saw them
 * clear). Hashes are remembered per field and value, since logins and hosts repeat all day long;
 * the host's with the job's other answers about it (host-facts.ts). The host's record also keeps
 * the last value of each other field and its hash: a login mostly comes back from the address it
 * came from last (nine lines in ten in the bench log), and comparing with that one value spares a
 * probe of a large map (about half a microsecond on our VMs).
 */
export function createAnonymizerStage(
  anonymize: FieldAnonymizer,
  fields: readonly string[],
  hostFacts = new HostFactsCache(),
): Stage {
  const caches = fields
    .filter((name) => name !== 'host')
    .map((name, index) => [name, new Map<string, string>(), index] as const);
  const cryptsHost = fields.includes('host');
  const hashOf = (name: string, value: string): string => {
    const probe: Record<string, string> = { [name]: value };
    anonymize(probe);
    return probe[name] ?? value;
  };
  const remembered = (name: string, cache: Map<string, string>, key: string): string => {
    let hashed = cache.get(key);
    if (hashed === undefined) {
      hashed = hashOf(name, key);
      if (cache.size >= CACHE_LIMIT) {
        cache.clear();
      }
      cache.set(key, hashed);
    }
    return hashed;
  };
  return createEventStage('anonymizer', (event) => {
    const values = event.fields;
    const { host } = values;
    const facts = host ? hostFacts.of(event, host) : undefined;
    if (cryptsHost && facts !== undefined) {
      values.host = facts.crypted ??= hashOf('host', facts.host);
    }
    for (const [name, cache, index] of caches) {
      const value = values[name];
      if (!value) {
        continue;
      }
      const recent = facts?.recentHashes?.[index];
      if (recent?.[0] === value) {
        values[name] = recent[1];
        continue;
      }
      const key = detachString(value);
      const hashed = remembered(name, cache, key);
      if (facts !== undefined) {
        (facts.recentHashes ??= [])[index] = [key, hashed];
      }
      values[name] = hashed;
    }
    return undefined;
  });
}
