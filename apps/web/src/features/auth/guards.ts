import type { SessionUser } from '@sillage/shared-types';
import { isSafeRedirectPath } from './safe-redirect.js';

/** Where visitors land, and where signed-in users go by default (spec §2). */
export const LOGIN_PATH = '/';
export const HOME_PATH = '/process';

/**
 * How a page treats authentication: `required` (signed-in only), `guest` (visitors only; a
 * signed-in user is sent home) or `none` (opts out of the check).
 */
export type AuthMode = 'required' | 'guest' | 'none';

/** Per-route settings read by the guards (react-router `handle`). */
export interface RouteMeta {
  auth: AuthMode;
  isAdminOnly?: boolean;
}

export interface GuardContext {
  meta: RouteMeta;
  loggedIn: boolean;
  user: SessionUser | null;
  /** Path + query + fragment of the page being opened. */
  currentPath: string;
  /** The path remembered when a visitor was sent to the login page, if any. */
  rememberedPath: unknown;
  hasSignedOut: boolean;
}

export type GuardOutcome =
  { kind: 'allow' } | { kind: 'redirect'; to: string; rememberPath?: string };

const ALLOW: GuardOutcome = { kind: 'allow' };

/** The `auth` guard: protected pages need a login, guest pages send signed-in users home. */
export function runAuthGuard(context: GuardContext): GuardOutcome {
  const { meta, loggedIn } = context;
  if (meta.auth === 'required' && !loggedIn) {
    return context.hasSignedOut || context.currentPath === LOGIN_PATH
      ? { kind: 'redirect', to: LOGIN_PATH }
      : { kind: 'redirect', to: LOGIN_PATH, rememberPath: context.currentPath };
  }
  if (meta.auth === 'guest' && loggedIn) {
    const remembered = context.rememberedPath;
    return {
      kind: 'redirect',
      to: isSafeRedirectPath(remembered) && remembered !== LOGIN_PATH ? remembered : HOME_PATH,
    };
  }
  return ALLOW;
}

/** Spec §6: the scope is a list holding the scope, or an object with it set. */
export function hasScope(user: SessionUser | null, scope: string): boolean {
  if (!user) {
    return false;
  }
  // The session schema says a list; a map `{ admin: true }` is accepted too (spec §6).
  const granted: unknown = user.scope;
  if (Array.isArray(granted)) {
    return granted.includes(scope);
  }
  if (granted !== null && typeof granted === 'object') {
    return (granted as Record<string, unknown>)[scope] === true;
  }
  return user.group === scope;
}

/** The `admin` guard: admin pages send everybody else to /process. */
export function runAdminGuard(context: GuardContext): GuardOutcome {
  if (context.meta.isAdminOnly && context.loggedIn && !hasScope(context.user, 'admin')) {
    return { kind: 'redirect', to: HOME_PATH };
  }
  return ALLOW;
}

/** Runs the guards in order; the first redirect wins. */
export function runRouteGuards(context: GuardContext): GuardOutcome {
  for (const guard of [runAuthGuard, runAdminGuard]) {
    const outcome = guard(context);
    if (outcome.kind === 'redirect') {
      return outcome;
    }
  }
  return ALLOW;
}
