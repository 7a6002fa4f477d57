/**
 * Spec §5: a remembered path must start with a slash, use only letters, digits, `@ - % _ ~ /`,
 * and may end with a query and a fragment. `//host` is refused too: browsers read it as another
 * origin.
 */
const SAFE_PATH = /^\/[A-Za-z0-9@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/;

/** True when the path may be restored after login without leaving the site. */
export function isSafeRedirectPath(path: unknown): path is string {
  return typeof path === 'string' && SAFE_PATH.test(path) && !path.startsWith('//');
}
