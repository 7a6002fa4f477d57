import { screen, within } from '@testing-library/react';
import type { User } from '@sillage/shared-types';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { createSignedInState } from '../../test/builders.js';
import { adminActions } from './admin.slice.js';
import { UserDialog } from './user-dialogs.js';

describe('UserDialog', () => {
  it.each([
    {
      locale: 'en',
      email: /^Email/,
      password: /^Password/,
      save: 'Save',
      hint: 'At least 8 characters, spaces at either end not counted.',
      error:
        'This password is too short: it needs at least 8 characters (spaces at either end do not count).',
    },
    {
      locale: 'fr',
      email: /^Courriel/,
      password: /^Mot de passe/,
      save: 'Sauvegarder',
      hint: 'Au moins 8 caractères, sans compter les espaces au début et à la fin.',
      error:
        'Ce mot de passe est trop court : il lui faut au moins 8 caractères (les espaces au début et à la fin ne comptent pas).',
    },
  ] as const)(
    'states the minimum password length, then refuses a shorter one under the field ($locale)',
    async ({ locale, email, password, save, hint, error }) => {
      const { store, user } = renderWithProviders(
        <UserDialog user={null} onClose={() => undefined} />,
        { locale },
      );
      expect(screen.getByText(hint)).toBeVisible();
      const dispatched = jest.spyOn(store, 'dispatch');
      await user.type(screen.getByLabelText(email), 'new@example.org');
      await user.type(screen.getByLabelText(password), 'short');
      await user.click(screen.getByRole('button', { name: save }));
      expect(screen.getByText(error)).toBeVisible();
      expect(dispatched).not.toHaveBeenCalledWith(
        expect.objectContaining({ type: adminActions.userSaveRequested.type }),
      );
    },
  );

  it.each([
    ['en', /^Email/, 'Save', 'Invalid email address.'],
    ['fr', /^Courriel/, 'Sauvegarder', 'Adresse électronique invalide.'],
  ] as const)(
    'refuses under the field an address the server would refuse (%s)',
    async (locale, email, save, error) => {
      const { user } = renderWithProviders(<UserDialog user={null} onClose={() => undefined} />, {
        locale,
      });
      await user.type(screen.getByLabelText(email), 'new@example');
      await user.type(screen.getByLabelText(/^(Password|Mot de passe)/), '12345678');
      expect(screen.getByText(error)).toBeVisible();
      expect(screen.getByRole('button', { name: save })).toBeDisabled();
    },
  );

  it('names its footer button Cancel, apart from the Close button (×)', () => {
    renderWithProviders(<UserDialog user={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a user' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('sends a password of the minimum length', async () => {
    const { store, user } = renderWithProviders(
      <UserDialog user={null} onClose={() => undefined} />,
    );
    const dispatched = jest.spyOn(store, 'dispatch');
    await user.type(screen.getByLabelText(/^Email/), 'new@example.org');
    await user.type(screen.getByLabelText(/^Password/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(dispatched).toHaveBeenCalledWith(
      adminActions.userSaveRequested({
        email: 'new@example.org',
        password: '12345678',
        group: 'user',
        locale: 'en',
      }),
    );
  });
});

describe('UserDialog language', () => {
  const USER: User = {
    id: 'u1',
    username: 'bob@example.org',
    group: 'user',
    notify: false,
    locale: 'fr',
    createdAt: '2026-01-01T00:00:00Z',
  };

  it.each([
    { locale: 'en', label: 'Language', options: ['English', 'French'], save: 'Save' },
    { locale: 'fr', label: 'Langue', options: ['Anglais', 'Français'], save: 'Sauvegarder' },
  ] as const)(
    "offers the languages, the interface's one first chosen, for a new account ($locale)",
    async ({ locale, label, options, save }) => {
      const { store, user } = renderWithProviders(
        <UserDialog user={null} onClose={() => undefined} />,
        { locale },
      );
      const select = screen.getByRole('combobox', { name: label });
      expect(select).toHaveValue(locale);
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(options);
      const dispatched = jest.spyOn(store, 'dispatch');
      await user.type(screen.getAllByRole('textbox')[0]!, 'new@example.org');
      await user.type(
        screen.getByLabelText(locale === 'en' ? /^Password/ : /^Mot de passe/),
        '12345678',
      );
      const other = locale === 'en' ? 'fr' : 'en';
      await user.selectOptions(select, other);
      await user.click(screen.getByRole('button', { name: save }));
      expect(dispatched).toHaveBeenCalledWith(
        adminActions.userSaveRequested({
          email: 'new@example.org',
          password: '12345678',
          group: 'user',
          locale: other,
        }),
      );
    },
  );

  it("shows an account's language when editing it, and saves a change of it alone", async () => {
    const { store, user } = renderWithProviders(
      <UserDialog user={{ ...USER, locale: 'en' }} onClose={() => undefined} />,
      { locale: 'fr' },
    );
    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect(select).toHaveValue('en');
    const saveButton = screen.getByRole('button', { name: 'Sauvegarder' });
    expect(saveButton).toBeDisabled();
    const dispatched = jest.spyOn(store, 'dispatch');
    await user.selectOptions(select, 'fr');
    expect(saveButton).toBeEnabled();
    await user.click(saveButton);
    expect(dispatched).toHaveBeenCalledWith(
      adminActions.userSaveRequested({
        original: { ...USER, locale: 'en' },
        email: 'bob@example.org',
        password: '',
        group: 'user',
        locale: 'fr',
      }),
    );
  });

  it.each([
    ['en', /^Email/, 'This field is required'],
    ['fr', /^Courriel/, 'Ce champ est obligatoire'],
  ] as const)(
    'says why Save is disabled once the email is emptied (%s)',
    async (locale, label, required) => {
      const { user } = renderWithProviders(<UserDialog user={USER} onClose={() => undefined} />, {
        locale,
      });
      const email = screen.getByLabelText(label);
      expect(screen.queryByText(required)).not.toBeInTheDocument();
      await user.clear(email);
      await user.tab();
      expect(email).toHaveAccessibleDescription(required);
      await user.type(email, 'carol@example.org');
      expect(screen.queryByText(required)).not.toBeInTheDocument();
    },
  );
});

// Without mail, a user who forgot their password has no reset link: an admin sets a new one.
describe('UserDialog password of an existing account', () => {
  const BOB: User = {
    id: 'u1',
    username: 'bob@example.org',
    group: 'user',
    notify: false,
    locale: 'en',
    createdAt: '2026-01-01T00:00:00Z',
  };
  const renderEditing = (account: User) =>
    renderWithProviders(<UserDialog user={account} onClose={() => undefined} />, {
      preloadedState: { auth: createSignedInState('admin', { username: 'admin@example.org' }) },
    });

  it('sets a new one, optional, checked only when typed', async () => {
    const { store, user } = renderEditing(BOB);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(
      screen.getByText(
        'Leave it empty to keep the current password. A new one signs the user out everywhere.',
      ),
    ).toBeVisible();
    const dispatched = jest.spyOn(store, 'dispatch');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(save);
    expect(screen.getByText(/This password is too short/)).toBeVisible();
    await user.type(screen.getByLabelText(/^New password/), '-but-long-now');
    await user.click(save);
    expect(dispatched).toHaveBeenCalledWith(
      adminActions.userSaveRequested({
        original: BOB,
        email: 'bob@example.org',
        password: 'short-but-long-now',
        group: 'user',
        locale: 'en',
      }),
    );
  });

  it("offers none for the admin's own account (the profile page changes it)", () => {
    renderEditing({ ...BOB, username: 'admin@example.org', group: 'admin' });
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });
});
