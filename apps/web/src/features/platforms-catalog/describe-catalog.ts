import type { IntlShape } from 'react-intl';
import type { PlatformsCatalogPhase, PlatformsCatalogStatus } from '@sillage/shared-types';
import { formatDay } from '../../shared/i18n/format-date.js';
import { platformsCatalogMessages as messages } from './platforms-catalog.messages.js';

const PHASES: Record<PlatformsCatalogPhase, (typeof messages)[keyof typeof messages]> = {
  connecting: messages.phaseConnecting,
  receiving: messages.phaseReceiving,
  resolving: messages.phaseResolving,
  checkout: messages.phaseCheckout,
};

/** Which of its version and date a ready catalog has, for the `known` select of its sentence. */
function describeKnown(status: PlatformsCatalogStatus): 'both' | 'version' | 'date' | 'none' {
  if (status.version !== undefined) {
    return status.date === undefined ? 'version' : 'both';
  }
  return status.date === undefined ? 'none' : 'date';
}

/** One sentence on where the catalog stands and what recognises platforms meanwhile. */
export function describeCatalog(status: PlatformsCatalogStatus, intl: IntlShape): string {
  switch (status.state) {
    case 'fetching':
      return intl.formatMessage(messages.fetching, {
        phase: intl.formatMessage(PHASES[status.phase ?? 'connecting']),
        progress: status.progress ?? 0,
      });
    case 'failed':
      return intl.formatMessage(messages.failed, { reason: status.reason ?? '' });
    case 'disabled':
      return intl.formatMessage(messages.disabled);
    case 'not-configured':
      return intl.formatMessage(messages.notConfigured);
    case 'ready':
      return intl.formatMessage(
        status.origin === 'configured' ? messages.readyConfigured : messages.ready,
        // "version unknown of unknown" said nothing; the sentence leaves out what is not known.
        {
          known: describeKnown(status),
          version: status.version ?? '',
          date: formatDay(status.date ?? '', intl.locale),
        },
      );
  }
}
