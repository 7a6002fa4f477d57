import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { adminActions } from './admin.slice.js';
import { UserDialog } from './user-dialogs.js';

describe('UserDialog', () => {
  it.each([
    {
      locale: 'en',
      email: /^Email/,
      password: /^Password/,
      save: 'Save',
      hint: 'At least 8 characters.',
      error: 'This password is too short: it needs at least 8 characters.',
    },
    {
      locale: 'fr',
      email: /^Courriel/,
      password: /^Mot de passe/,
      save: 'Sauvegarder',
      hint: 'Au moins 8 caractères.',
      error: 'Ce mot de passe est trop court : il lui faut au moins 8 caractères.',
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
      }),
    );
  });
});
