import { waitFor } from '@testing-library/react';
import { createAuthState, createSignedInState } from '../test/builders.js';
import { appInfoSlice } from '../features/app-info/app-info.slice.js';
import { renderRoute } from '../test/render-with-providers.js';

// Every page names the window after itself, in the UI language: with one title for all,
// tabs, history and screen readers could not tell the pages apart.
describe('window title', () => {
  it.each([
    ['en', '/password', 'Forgot password? – Sillage'],
    ['fr', '/password', 'Mot de passe oublié\u202f? – Sillage'],
    ['en', '/no/such/page', 'This page could not be found – Sillage'],
    ['fr', '/no/such/page', "Cette page n'a pas pu être trouvée – Sillage"],
  ] as const)('names a visitor page (%s %s)', async (locale, path, title) => {
    renderRoute(path, { locale, preloadedState: { auth: createAuthState() } });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['en', '/profile', 'My profile – Sillage'],
    ['fr', '/profile', 'Mon profil – Sillage'],
    ['en', '/report/job-1/rejects', 'Reject explorer – Sillage'],
    ['fr', '/admin/jobs', 'Traitements – Sillage'],
  ] as const)('names a signed-in page (%s %s)', async (locale, path, title) => {
    renderRoute(path, { locale, preloadedState: { auth: createSignedInState('admin') } });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['en', 0, 'Sign up – Sillage'],
    ['fr', 0, 'Créer un compte – Sillage'],
    ['en', 2, 'Sign in – Sillage'],
  ] as const)(
    'names / after what it offers (%s, %i accounts)',
    async (locale, userCount, title) => {
      renderRoute('/', {
        locale,
        preloadedState: {
          auth: createAuthState(),
          appInfo: { ...appInfoSlice.getInitialState(), userCount },
        },
      });
      await waitFor(() => expect(document.title).toBe(title));
    },
  );
});
