import { useAppSelector } from '../../app/hooks.js';
import { selectIsLoggedIn } from '../auth/auth.slice.js';
import { AdaptiveLayout } from './adaptive-layout.js';

/** Layout route of the 404 page: default layout when signed in, sign layout otherwise. */
export function AdaptiveLayoutRoute() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return <AdaptiveLayout isLoggedIn={isLoggedIn} />;
}
