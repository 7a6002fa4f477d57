import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { selectIsLoggedIn } from '../auth/auth.slice.js';
import { AdaptiveLayout } from './adaptive-layout.js';
import { ErrorCard } from './error-card.js';

/** Shown when rendering or loading a route failed; the code defaults to 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const statusCode = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <AdaptiveLayout isLoggedIn={isLoggedIn}>
      <ErrorCard statusCode={statusCode} />
    </AdaptiveLayout>
  );
}
