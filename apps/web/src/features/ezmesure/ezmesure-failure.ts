import type { IntlShape, MessageDescriptor } from 'react-intl';
import { readServerMessage } from '../../shared/http/http-client.js';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { ezmesureMessages } from './ezmesure.messages.js';

/**
 * What the dialog says when the server could not send a result to ezMESURE, from its reason
 * (`ezmesure.routes.ts`): unreachable, refused (with ezMESURE's status and answer), no CSV
 * result, an instance no longer configured; otherwise the general message.
 */
export function describeEzmesureFailure(error: unknown): {
  message: MessageDescriptor;
  values: Record<string, string> | undefined;
} {
  const reason = readServerMessage(error) ?? '';
  const separator = reason.indexOf(': ');
  const code = separator === -1 ? reason : reason.slice(0, separator);
  switch (code) {
    case 'ezmesureUnreachable':
      return { message: ezmesureMessages.unreachable, values: undefined };
    case 'ezmesureRefused':
      return {
        message: ezmesureMessages.refused,
        values: { reason: separator === -1 ? '' : reason.slice(separator + 2) },
      };
    case 'csvResultNotFound':
      return { message: ezmesureMessages.noCsvResult, values: undefined };
    case 'ezmesureInstanceNotFound':
    case 'ezmesureNotConfigured':
      return { message: ezmesureMessages.instanceGone, values: undefined };
    default:
      return { message: errorMessages.cannotSendToEzmesure, values: undefined };
  }
}

/**
 * One error of an ezMESURE answer as a reader takes it: a text as is; an object as its reason
 * (`reason`, `message` or `error`) and its line when it names one; anything else as JSON.
 */
export function describeIndexingError(intl: IntlShape, entry: unknown): string {
  if (typeof entry === 'string') {
    return entry;
  }
  if (typeof entry === 'object' && entry !== null) {
    const { reason, message, error, line } = entry as Record<string, unknown>;
    const text = [reason, message, error].find((value) => typeof value === 'string');
    if (typeof text === 'string') {
      return typeof line === 'number' || typeof line === 'string'
        ? intl.formatMessage(ezmesureMessages.errorAtLine, { line: String(line), reason: text })
        : text;
    }
  }
  return JSON.stringify(entry);
}
