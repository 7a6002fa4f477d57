import { act, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../test/render-with-providers.js';
import { createAuthState, createSessionUser, createSignedInState } from '../../test/builders.js';
import { authActions } from './auth.slice.js';

const SESSION_UNKNOWN_DONE = createAuthState();
const signedIn = (group: 'admin' | 'user') => createSignedInState(group);

describe('route guards in the router', () => {
  it('sends a visitor to the login page, then back to the wanted page after login', async () => {
    const { router, store } = renderRoute('/report/abc-1?tab=2', {
      preloadedState: { auth: SESSION_UNKNOWN_DONE },
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    act(() => {
      store.dispatch(authActions.loginSucceeded(createSessionUser('user')));
    });
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/report/abc-1?tab=2',
      );
    });
  });

  it('sends a signed-in user from the login page to /process', async () => {
    const { router } = renderRoute('/', { preloadedState: { auth: signedIn('user') } });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/process');
    });
  });

  it('sends a signed-in user from /password to /process', async () => {
    const { router } = renderRoute('/password', { preloadedState: { auth: signedIn('user') } });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/process');
    });
  });

  it('opens a password reset link for a signed-in user too', async () => {
    const { router } = renderRoute('/password/3b6f0c1e-reset', {
      preloadedState: { auth: signedIn('user') },
    });
    await screen.findByRole('form', { name: 'New password' });
    expect(router.state.location.pathname).toBe('/password/3b6f0c1e-reset');
  });

  it('sends a non-admin away from admin pages', async () => {
    const { router } = renderRoute('/admin/middlewares', {
      preloadedState: { auth: signedIn('user') },
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/process');
    });
  });

  it('lets an admin open admin pages', async () => {
    const { router } = renderRoute('/admin/users', { preloadedState: { auth: signedIn('admin') } });
    await screen.findAllByText('Users');
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('returns to the login page after sign-out without remembering the page', async () => {
    const { router, store } = renderRoute('/format', {
      preloadedState: { auth: signedIn('user') },
    });
    await screen.findAllByText('Design my log format');
    act(() => {
      store.dispatch(authActions.loggedOut());
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.location.state).toBeNull();
  });

  it('shows the 404 page for an unknown route, signed in or not', async () => {
    renderRoute('/no/such/page', { preloadedState: { auth: SESSION_UNKNOWN_DONE } });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByTestId('error-code')).toHaveTextContent('404');
  });

  it('shows the 404 page in French', async () => {
    renderRoute('/nowhere', { preloadedState: { auth: signedIn('user') }, locale: 'fr' });
    expect(await screen.findByText("Cette page n'a pas pu être trouvée")).toBeInTheDocument();
  });
});
