import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes, 1 lane): about 10 ms here,
 * slow enough for offline guessing to be expensive, fast enough for a login form.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password into a self-describing argon2id PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches `passwordHash`; false (never a throw) for malformed hashes. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
