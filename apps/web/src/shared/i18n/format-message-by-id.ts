import type { IntlShape } from 'react-intl';

/**
 * Formats a message whose id is computed at run time (server reasons, status codes). Such ids are
 * defined with their text in a `*.messages.ts` file like any other; callers check they exist.
 */
export function formatMessageById(
  intl: IntlShape,
  id: string,
  values?: Record<string, string | number>,
): string {
  // eslint-disable-next-line formatjs/enforce-default-message -- the id is chosen at run time
  return intl.formatMessage({ id }, values);
}
