import { screen } from '@testing-library/react';
import type { Locale } from '../../shared/i18n/locale.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { socketSlice } from '../live-events/socket.slice.js';
import { OfflineDialog } from './offline-dialog.js';

function renderOffline(locale: Locale) {
  return renderWithProviders(<OfflineDialog />, {
    locale,
    preloadedState: {
      socket: { ...socketSlice.getInitialState(), socketId: null, hasAttempted: true },
    },
  });
}

describe('OfflineDialog', () => {
  it.each([
    ['en', 'Waiting for the server to answer again'],
    ['fr', "En attente d'une nouvelle réponse du serveur"],
  ] as const)('names its progress bar in the page language (%s)', async (locale, name) => {
    renderOffline(locale);
    await screen.findByTestId('offline-dialog');
    expect(screen.getByRole('progressbar', { name })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'loading...' })).not.toBeInTheDocument();
  });
});
