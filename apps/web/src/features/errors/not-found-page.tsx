import { ErrorCard } from './error-card.js';

/** Any unknown route. */
export function NotFoundPage() {
  return <ErrorCard statusCode={404} />;
}
