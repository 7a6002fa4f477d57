import { screen, waitFor } from '@testing-library/react';
import { createSessionUser, createSignedInState } from '../../test/builders.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { authApi } from '../auth/auth.api.js';
import { processActions } from '../process/process.slice.js';
import { SignOutButton } from './sign-out-button.js';

/** The button on a signed-in page whose sagas run, the server's sign-out call watched. */
function renderSignedIn(locale: 'en' | 'fr') {
  jest.spyOn(authApi, 'fetchSession').mockResolvedValue(createSessionUser('user'));
  const logout = jest.spyOn(authApi, 'logout').mockResolvedValue();
  const view = renderWithProviders(<SignOutButton />, {
    locale,
    preloadedState: { auth: createSignedInState('user') },
    shouldRunSagas: true,
  });
  return { ...view, logout };
}

describe('SignOutButton', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('signs out at once when no job runs on the page', async () => {
    const { store, user, logout } = renderSignedIn('en');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(store.getState().auth.loggedIn).toBe(false);
    });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks first while a job runs, in French too, and stays signed in when told so', async () => {
    const { store, user, logout } = renderSignedIn('fr');
    store.dispatch(processActions.jobStarted({ jobId: 'job-1' }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Mes traitements');
    await user.click(screen.getByRole('button', { name: 'Rester connecté' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(logout).not.toHaveBeenCalled();
    expect(store.getState().auth.loggedIn).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await screen.findByRole('alertdialog');
    const confirm = screen
      .getAllByRole('button', { name: 'Se déconnecter' })
      .find((button) => button.closest('[role="alertdialog"]') !== null);
    if (confirm === undefined) {
      throw new Error('no sign-out button in the dialog');
    }
    await user.click(confirm);
    await waitFor(() => {
      expect(store.getState().auth.loggedIn).toBe(false);
    });
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
