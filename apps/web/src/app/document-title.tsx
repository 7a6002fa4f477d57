import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMatches, type UIMatch } from 'react-router';
import { commonMessages } from '../shared/i18n/common.messages.js';
import { useAppSelector } from './hooks.js';
import type { RootState } from './store.js';

/**
 * What a route's `handle` may add to its guard meta: the page's name, for the window title, or
 * how the page's state names it (`/` signs in, or signs up the first account).
 */
export interface RouteTitle {
  title?: MessageDescriptor | ((state: RootState) => MessageDescriptor);
}

/** The title of the deepest matched route that names one. */
export function findRouteTitle(matches: readonly UIMatch[]): RouteTitle['title'] {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteTitle | undefined;
    if (handle?.title) {
      return handle.title;
    }
  }
  return undefined;
}

/**
 * Names the window after the page, in the UI language ("My jobs – Sillage"): tabs, history and
 * screen readers (which read the title on each navigation) then tell the pages apart (WCAG
 * 2.4.2). A page without a name keeps the product's.
 */
export function DocumentTitle() {
  const intl = useIntl();
  const found = findRouteTitle(useMatches());
  const title = useAppSelector((state) => (typeof found === 'function' ? found(state) : found));
  const appName = intl.formatMessage(commonMessages.appName);
  const text = title ? `${intl.formatMessage(title)} – ${appName}` : appName;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
