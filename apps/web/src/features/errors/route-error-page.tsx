import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useAppSelector } from '../../app/hooks.js';
import { selectIsLoggedIn } from '../auth/auth.slice.js';
import { AdaptiveLayout } from './adaptive-layout.js';
import { isChunkLoadError } from '../../shared/lazy/import-with-reload.js';
import { ErrorCard } from './error-card.js';
import { PageLoadFailedCard } from './page-load-failed-card.js';

/**
 * Shown when rendering or loading a route failed; the code defaults to 500, except for a page
 * whose code could not be downloaded, which is no server error.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const statusCode = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <AdaptiveLayout isLoggedIn={isLoggedIn}>
      {isChunkLoadError(error) ? <PageLoadFailedCard /> : <ErrorCard statusCode={statusCode} />}
    </AdaptiveLayout>
  );
}
