/**
 * The keys the reference's auth module kept in a cookie and in local storage (spec §9), written
 * with the same names and values so that what was built around the reference's browser state
 * (bookmarklets, kiosk scripts, test suites reading `auth.strategy`) finds it. None of them is a
 * credential: sign-in is a server session in an HttpOnly cookie, and the bearer token of the
 * local strategy is off, so its two token keys only ever hold `false` (as the module writes them
 * after a sign-out too).
 */
export const AUTH_STORAGE_PREFIX = 'auth.';
export const TOKEN_PREFIX = '_token.';
export const REFRESH_TOKEN_PREFIX = '_refresh_token.';
export const AUTH_COOKIE_PATH = '/';
/** Its token would travel as `Authorization: Bearer …`; token use is off for this strategy. */
export const AUTH_STRATEGY = 'local';

/** Key → value of the auth state, as the reference's module stores it after sign-in or sign-out. */
export function authStorageEntries(): [string, string][] {
  return [
    [`${AUTH_STORAGE_PREFIX}strategy`, AUTH_STRATEGY],
    [`${AUTH_STORAGE_PREFIX}${TOKEN_PREFIX}${AUTH_STRATEGY}`, 'false'],
    [`${AUTH_STORAGE_PREFIX}${REFRESH_TOKEN_PREFIX}${AUTH_STRATEGY}`, 'false'],
  ];
}

/** Writes the auth state to a cookie on the whole site (browser session) and to local storage. */
export function writeAuthStorage(): void {
  const isSecure = window.location.protocol === 'https:';
  for (const [key, value] of authStorageEntries()) {
    document.cookie = `${key}=${value}; path=${AUTH_COOKIE_PATH}; SameSite=Lax${isSecure ? '; Secure' : ''}`;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, quota): the cookie says the same.
    }
  }
}
