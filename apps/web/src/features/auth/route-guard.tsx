import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useMatches, type UIMatch } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { readLocaleCookie } from '../../shared/i18n/locale.js';
import { PageLoader } from '../../shared/ui/page-loader.js';
import { selectLocale } from '../locale/locale.slice.js';
import { writeLocaleCookie } from '../locale/locale.saga.js';
import { runRouteGuards, type RouteMeta } from './guards.js';
import { selectAuth } from './auth.slice.js';

const DEFAULT_META: RouteMeta = { auth: 'required' };

/** The meta of the deepest matched route that declares one (`handle`); protected by default. */
export function findRouteMeta(matches: readonly UIMatch[]): RouteMeta {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<RouteMeta> | undefined;
    if (handle?.auth) {
      return { auth: handle.auth, isAdminOnly: handle.isAdminOnly ?? false };
    }
  }
  return DEFAULT_META;
}

/** The `locale` guard: on every navigation, the cookie holds the current language. */
function useLocaleGuard(pathname: string) {
  const locale = useAppSelector(selectLocale);
  useEffect(() => {
    if (readLocaleCookie(document.cookie) !== locale) {
      writeLocaleCookie(locale);
    }
  }, [locale, pathname]);
}

/** Runs the `locale`, `auth` and `admin` guards on every navigation, then renders the route. */
export function RouteGuard() {
  const intl = useIntl();
  const location = useLocation();
  const matches = useMatches();
  const auth = useAppSelector(selectAuth);
  useLocaleGuard(location.pathname);

  if (!auth.isSessionChecked) {
    return <PageLoader label={intl.formatMessage(commonMessages.loading)} />;
  }
  const outcome = runRouteGuards({
    meta: findRouteMeta(matches),
    loggedIn: auth.loggedIn,
    user: auth.user,
    currentPath: `${location.pathname}${location.search}${location.hash}`,
    rememberedPath: (location.state as { from?: unknown } | null)?.from,
    hasSignedOut: auth.hasSignedOut,
  });
  if (outcome.kind === 'redirect') {
    return (
      <Navigate
        to={outcome.to}
        replace
        {...(outcome.rememberPath ? { state: { from: outcome.rememberPath } } : {})}
      />
    );
  }
  return <Outlet />;
}
