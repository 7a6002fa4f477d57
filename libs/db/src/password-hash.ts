import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes, 1 lane): about 10 ms here,
 * slow enough for offline guessing to be expensive, fast enough for a login form.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The form a password is hashed and checked in: white space around it dropped (the web client
 * trims what it signs in with, as the reference's does, so a password set with a trailing space
 * could never be typed again) and Unicode NFC (an accent typed as one code point or as a letter
 * plus a combining mark is the same password, as RFC 8265 asks). ADR 0075.
 */
export function normalizePassword(password: string): string {
  return password.trim().normalize('NFC');
}

/** Hashes a password (normalised) into a self-describing argon2id PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

/**
 * True when `password` matches `passwordHash`; false (never a throw) for malformed hashes. A hash
 * made before ADR 0075 from a password as typed (end spaces, decomposed accents: scripts using
 * HTTP Basic could set and use one) still matches that password typed the same way.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normalized = normalizePassword(password);
  try {
    return (
      (await verify(passwordHash, normalized)) ||
      (normalized !== password && (await verify(passwordHash, password)))
    );
  } catch {
    return false;
  }
}
