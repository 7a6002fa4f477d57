import type { MessageDescriptor } from 'react-intl';

type Descriptors = Record<string, MessageDescriptor & { id: string; defaultMessage: string }>;

/**
 * Same contract as react-intl's `defineMessages` (and found by `formatjs extract` by its name),
 * but the descriptors stay untyped: react-intl 12 would type every message as taking no values.
 */
export function defineMessages<const D extends Descriptors>(messages: D): D {
  return messages;
}
