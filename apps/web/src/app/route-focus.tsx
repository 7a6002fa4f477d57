import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Focuses the page's h1 (inside main first); false when the page has none yet. */
function focusHeading(root: Document): boolean {
  const heading = root.querySelector('main h1') ?? root.querySelector('h1');
  if (!(heading instanceof HTMLElement)) {
    return false;
  }
  // Reachable by script only: the heading must not become a Tab stop.
  if (!heading.hasAttribute('tabindex')) {
    heading.tabIndex = -1;
  }
  heading.focus();
  return true;
}

/**
 * Moves the focus to the start of the page just navigated to: its h1, else the main landmark
 * until an h1 shows up (a lazy page or one waiting for data renders it later). The wait ends
 * when the h1 comes, when the user moves the focus elsewhere, or when the returned stop is called.
 */
export function focusPageStart(root: Document): () => void {
  if (focusHeading(root)) {
    return () => undefined;
  }
  const main = root.querySelector('main');
  main?.focus();
  const isFocusStillOnPageStart = () =>
    root.activeElement === null ||
    root.activeElement === root.body ||
    (main !== null && root.activeElement === main);
  const observer = new MutationObserver(() => {
    if (!isFocusStillOnPageStart() || focusHeading(root)) {
      observer.disconnect();
    }
  });
  observer.observe(root.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
  };
}

/**
 * After each in-app route change (not the first load), takes the focus to the new page's start,
 * so keyboard users go on from there and screen readers announce the page (WCAG 2.4.3); the
 * window title names it (DocumentTitle).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) {
      return undefined;
    }
    shownPathname.current = pathname;
    return focusPageStart(document);
  }, [pathname]);
  return null;
}
