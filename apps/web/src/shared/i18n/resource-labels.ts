import type { IntlShape, MessageDescriptor } from 'react-intl';
import { mimeMessages, rtypeMessages } from './resource-labels.messages.js';

/** The two event fields whose codes have names: resource type and format. */
export type ResourceField = 'rtype' | 'mime';

const LABELS: Readonly<Record<ResourceField, Readonly<Record<string, MessageDescriptor>>>> = {
  rtype: rtypeMessages,
  mime: mimeMessages,
};

/**
 * A resource type or format code in the page's language ("BOOK_SECTION" → "Section de livre");
 * a code the table does not know (the vocabulary is open: platforms invent codes) stays as written.
 */
export function formatResourceLabel(
  intl: Pick<IntlShape, 'formatMessage'>,
  field: ResourceField,
  code: string,
): string {
  const table = LABELS[field];
  // Own keys only: "constructor" is a code a platform could send, not a label.
  const message = Object.hasOwn(table, code) ? table[code] : undefined;
  return message === undefined ? code : intl.formatMessage(message);
}

/** A label with its code, "Article (ARTICLE)", for tooltips; the code alone when they match. */
export function describeCode(label: string, code: string): string {
  return label === code ? code : `${label} (${code})`;
}
