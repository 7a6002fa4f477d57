import {
  hashPassword,
  verifyPassword,
  type PublicUserRow,
  type UsersRepository,
} from '@sillage/db';
import type { VerifiedCredentials } from './verified-credentials.js';

let dummyHash: Promise<string> | undefined;

/** What {@link verifyCredentials} may use besides the accounts. */
export interface CredentialChecks {
  /** Passwords checked lately (HTTP Basic, ADR 0106); absent: every password is verified. */
  verified?: VerifiedCredentials;
  /** The hash verification; argon2id by default. */
  verify?: (passwordHash: string, password: string) => Promise<boolean>;
}

/**
 * The user whose e-mail and password these are, or undefined. An unknown e-mail costs the same
 * hash verification as a wrong password, so response times do not reveal which accounts exist.
 */
export async function verifyCredentials(
  users: UsersRepository,
  email: string,
  password: string,
  { verified, verify = verifyPassword }: CredentialChecks = {},
): Promise<PublicUserRow | undefined> {
  const user = await users.findWithSecretsByEmail(email.trim());
  if (user === undefined) {
    dummyHash ??= hashPassword('not a real password');
    await verify(await dummyHash, password);
    return undefined;
  }
  if (verified?.has(user, password) !== true) {
    if (!(await verify(user.passwordHash, password))) {
      return undefined;
    }
    verified?.add(user, password);
  }
  const {
    passwordHash: _hash,
    resetTokenHash: _token,
    resetExpiresAt: _expiry,
    ...publicUser
  } = user;
  return publicUser;
}

/** Splits an `Authorization: Basic …` header into e-mail and password; undefined if malformed. */
export function parseBasicAuthorization(
  header: string,
): { email: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (match?.[1] === undefined) {
    return undefined;
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) {
    return undefined;
  }
  return { email: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}
