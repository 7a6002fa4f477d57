import { act, screen, within } from '@testing-library/react';
import type { User } from '@sillage/shared-types';
import { createSignedInState } from '../../test/builders.js';
import { matchViewportWidth } from '../../test/match-viewport.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { adminActions } from './admin.slice.js';
import { UsersPage } from './users-page.js';

const user = (username: string, group: User['group'], locale: User['locale'] = 'fr'): User => ({
  id: username,
  username,
  group,
  notify: false,
  locale,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const USERS = [
  user('carol@example.org', 'user', 'en'),
  user('alice@example.org', 'admin'),
  user('bob@example.org', 'user'),
];

function renderUsers(locale: 'en' | 'fr') {
  const view = renderWithProviders(<UsersPage />, {
    locale,
    preloadedState: { auth: createSignedInState('admin') },
  });
  act(() => {
    view.store.dispatch(adminActions.usersLoaded(USERS));
  });
  return view;
}

/** The e-mails of the table's rows, top to bottom. */
const listedEmails = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('UsersPage sorting (client.md §5.4: Email and Group are sortable)', () => {
  matchViewportWidth(1280);

  it.each([
    { locale: 'en', email: 'Email', group: 'Group', actions: 'Actions' },
    { locale: 'fr', email: 'Courriel', group: 'Groupe', actions: 'Actions' },
  ] as const)(
    'sorts by email, either way, and by group ($locale)',
    async ({ locale, email, group, actions }) => {
      const { user: pointer } = renderUsers(locale);
      const header = (name: string) => screen.getByRole('columnheader', { name });
      // By e-mail at first, as the table always was.
      expect(header(email)).toHaveAttribute('aria-sort', 'ascending');
      expect(header(group)).toHaveAttribute('aria-sort', 'none');
      expect(within(header(actions)).queryByRole('button')).not.toBeInTheDocument();
      expect(listedEmails()).toEqual(['alice@example.org', 'bob@example.org', 'carol@example.org']);

      await pointer.click(screen.getByRole('button', { name: email }));
      expect(header(email)).toHaveAttribute('aria-sort', 'descending');
      expect(listedEmails()).toEqual(['carol@example.org', 'bob@example.org', 'alice@example.org']);

      // Groups by their shown name (Administrator, User), then by e-mail.
      await pointer.click(screen.getByRole('button', { name: group }));
      expect(header(group)).toHaveAttribute('aria-sort', 'ascending');
      expect(header(email)).toHaveAttribute('aria-sort', 'none');
      expect(listedEmails()).toEqual(['alice@example.org', 'bob@example.org', 'carol@example.org']);
      // The other way round: the exact reverse.
      await pointer.click(screen.getByRole('button', { name: group }));
      expect(header(group)).toHaveAttribute('aria-sort', 'descending');
      expect(listedEmails()).toEqual(['carol@example.org', 'bob@example.org', 'alice@example.org']);
    },
  );
});

describe('UsersPage language column', () => {
  matchViewportWidth(1280);

  it.each([
    { locale: 'en', header: 'Language', english: 'English', french: 'French' },
    { locale: 'fr', header: 'Langue', english: 'Anglais', french: 'Français' },
  ] as const)(
    "shows each account's language, named in the interface's ($locale)",
    ({ locale, header, english, french }) => {
      renderUsers(locale);
      const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
      const column = headers.indexOf(header);
      expect(column).toBeGreaterThan(0);
      const languageOf = (email: string) =>
        within(screen.getByRole('row', { name: new RegExp(email) })).getAllByRole('cell')[column]
          ?.textContent;
      expect(languageOf('carol@example.org')).toBe(english);
      expect(languageOf('alice@example.org')).toBe(french);
    },
  );
});

describe('UsersPage on a phone', () => {
  matchViewportWidth(375);

  it('folds group and language under the e-mail, so the edit and delete buttons stay on screen', () => {
    renderUsers('en');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Actions']);
    const bob = within(table).getByRole('row', { name: /bob@example.org/ });
    expect(within(bob).getAllByRole('cell')[0]).toHaveTextContent('bob@example.orgUser · French');
    expect(within(bob).getByRole('button', { name: /Edit/ })).toBeVisible();
    expect(within(bob).getByRole('button', { name: /Delete/ })).toBeVisible();
  });
});

describe('users page before its list is known', () => {
  it.each([
    ['en', 'Loading the users…', 'The list of users could not be loaded.', 'Retry'],
    [
      'fr',
      'Chargement des utilisateurs…',
      "La liste des utilisateurs n'a pas pu être chargée.",
      'Réessayer',
    ],
  ] as const)(
    'says it is loading, then that loading failed, never "no user" (%s)',
    async (locale, loading, failed, retry) => {
      const { store, user } = renderWithProviders(<UsersPage />, {
        locale,
        preloadedState: { auth: createSignedInState('admin') },
      });
      expect(screen.getByRole('status', { name: loading })).toBeTruthy();
      act(() => {
        store.dispatch(adminActions.adminListLoadFailed('users'));
      });
      expect(screen.getByRole('alert')).toHaveTextContent(failed);
      expect(screen.queryByText(/There is no user|Il n'y a aucun utilisateur/)).toBeNull();
      await user.click(screen.getByRole('button', { name: retry }));
      act(() => {
        store.dispatch(adminActions.usersLoaded(USERS));
      });
      expect(await screen.findByRole('table')).toHaveTextContent('alice@example.org');
    },
  );
});
