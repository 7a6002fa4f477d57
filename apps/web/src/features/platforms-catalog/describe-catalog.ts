import type { IntlShape } from 'react-intl';
import type { PlatformsCatalogPhase, PlatformsCatalogStatus } from '@sillage/shared-types';
import { platformsCatalogMessages as messages } from './platforms-catalog.messages.js';

const PHASES: Record<PlatformsCatalogPhase, (typeof messages)[keyof typeof messages]> = {
  connecting: messages.phaseConnecting,
  receiving: messages.phaseReceiving,
  resolving: messages.phaseResolving,
  checkout: messages.phaseCheckout,
};

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
        {
          version: status.version ?? intl.formatMessage(messages.unknownVersion),
          date: status.date ?? intl.formatMessage(messages.unknownVersion),
        },
      );
  }
}
