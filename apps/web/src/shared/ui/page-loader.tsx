import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A spinner's label only counts with a role: Chakra draws it as a bare span, on which screen
 * readers drop `aria-label` (axe: aria-prohibited-attr, serious). `status` lets them say it.
 */
export const LABELLED_SPINNER_ROLE = 'status';

/** Full-area spinner shown before translations or the session are known. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center minH="50vh" aria-busy="true">
      <Spinner
        size="lg"
        color="primary.solid"
        {...(label ? { 'aria-label': label, role: LABELLED_SPINNER_ROLE } : {})}
      />
    </Center>
  );
}

/** Small ring at the bottom right while a lazy page loads (reference loader). */
export function RouteLoader({ label }: { label: string }) {
  return (
    <Spinner
      position="fixed"
      bottom="4"
      right="4"
      size="md"
      color="primary.solid"
      role={LABELLED_SPINNER_ROLE}
      aria-label={label}
      zIndex="overlay"
    />
  );
}

/**
 * The Suspense boundary around the routed page, showing `RouteLoader` while a lazy page loads.
 * It is keyed by path: the router navigates inside a transition, and React keeps an already
 * visible boundary's old content on screen rather than show its fallback, so without a fresh
 * boundary per page the indicator would only ever appear on a full load (the old page is
 * replaced at once anyway, see PageTransition).
 */
export function RouteSuspense({ label, children }: { label: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={<RouteLoader label={label} />}>
      {children}
    </Suspense>
  );
}
