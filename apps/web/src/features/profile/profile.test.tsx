import { act, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { createSignedInState } from '../../test/builders.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoSlice } from '../app-info/app-info.slice.js';
import { authSlice } from '../auth/auth.slice.js';
import { notificationsActions } from '../notifications/notifications.slice.js';
import { ProfilePage } from './profile-page.js';
import { profileApi } from './profile.api.js';
import { changePassword, saveNotifications } from './profile.saga.js';
import { profileActions, profileSlice } from './profile.slice.js';

const PASSWORDS = { oldPassword: 'old-pass', newPassword: 'New-pass-1', confirm: 'New-pass-1' };

function refused() {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', '500', { headers }, null, {
    status: 500,
    statusText: '',
    headers,
    config: { headers },
    data: {},
  });
}

const queuedMessage = (messageId: string) => ({
  action: { type: notificationsActions.notificationQueued.type, payload: { messageId } },
});

describe('ProfilePage', () => {
  it('shows the notification switch as the session says', () => {
    renderWithProviders(<ProfilePage />, {
      preloadedState: { auth: createSignedInState('user', { notify: true }) },
    });
    expect(
      screen.getByRole('checkbox', { name: 'Send me an email when my processes are finished' }),
    ).toBeChecked();
  });

  it.each([
    ['en', 'Send me an email when my processes are finished', /no email can be sent/],
    ['fr', "M'envoyer un courriel quand mes traitements sont terminés", /aucun courriel ne peut/],
  ] as const)(
    'turns the notification switch off and says why when the server cannot send mail (%s)',
    (locale, name, why) => {
      renderWithProviders(<ProfilePage />, {
        preloadedState: {
          auth: createSignedInState('user', { notify: true }),
          appInfo: {
            ...appInfoSlice.getInitialState(),
            appInfo: { version: '1.0.0', uptime: '0d 0h 0m 0s', demo: false, mail: false },
          },
        },
        locale,
      });
      const toggle = screen.getByRole('checkbox', { name });
      expect(toggle).toBeDisabled();
      expect(toggle).not.toBeChecked();
      expect(screen.getByText(why)).toBeVisible();
    },
  );

  it('names the group in the language of the page', () => {
    renderWithProviders(<ProfilePage />, {
      preloadedState: { auth: createSignedInState('user') },
      locale: 'fr',
    });
    expect(screen.getByText('Groupe : Utilisateur')).toBeInTheDocument();
  });

  it('offers Send only once the three fields are filled, flags a mismatch, and clears after success', async () => {
    const { store, user } = renderWithProviders(<ProfilePage />, {
      preloadedState: { auth: createSignedInState('user') },
    });
    const current = screen.getByLabelText(/^Current password/);
    const next = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirmation/);
    await user.type(current, PASSWORDS.oldPassword);
    await user.type(next, PASSWORDS.newPassword);
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.type(confirm, 'something else');
    expect(screen.getByText('The two passwords do not match.')).toBeVisible();
    await user.clear(confirm);
    await user.type(confirm, PASSWORDS.confirm);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    act(() => {
      store.dispatch(profileActions.passwordChanged());
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it.each([
    {
      locale: 'en',
      labels: [/^Current password/, /^New password/, /^Confirmation/],
      send: 'Send',
      hint: 'At least 8 characters, spaces at either end not counted.',
      error:
        'This password is too short: it needs at least 8 characters (spaces at either end do not count).',
    },
    {
      locale: 'fr',
      labels: [/^Mot de passe actuel/, /^Nouveau mot de passe/, /^Confirmation/],
      send: 'Envoyer',
      hint: 'Au moins 8 caractères, sans compter les espaces au début et à la fin.',
      error:
        'Ce mot de passe est trop court : il lui faut au moins 8 caractères (les espaces au début et à la fin ne comptent pas).',
    },
  ] as const)(
    'states the minimum length, then refuses a shorter new password under its field ($locale)',
    async ({ locale, labels, send, hint, error }) => {
      const { store, user } = renderWithProviders(<ProfilePage />, {
        preloadedState: { auth: createSignedInState('user') },
        locale,
      });
      expect(screen.getByText(hint)).toBeVisible();
      const dispatched = jest.spyOn(store, 'dispatch');
      const [current, next, confirm] = labels;
      await user.type(screen.getByLabelText(current), PASSWORDS.oldPassword);
      await user.type(screen.getByLabelText(next), 'short');
      await user.type(screen.getByLabelText(confirm), 'short');
      await user.click(screen.getByRole('button', { name: send }));
      expect(screen.getByText(error)).toBeVisible();
      expect(dispatched).not.toHaveBeenCalledWith(
        expect.objectContaining({ type: profileActions.passwordChangeSubmitted.type }),
      );
    },
  );
});

describe('profile sagas', () => {
  const reducer = combineReducers({ auth: authSlice.reducer, profile: profileSlice.reducer });
  const signedIn = () => ({
    auth: createSignedInState('user', { notify: false }),
    profile: profileSlice.getInitialState(),
  });

  it('saves the notification switch, and puts it back with a snack when refused', async () => {
    const result = await expectSaga(saveNotifications, profileActions.notificationsToggled(true))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(profileApi.setNotifications), throwError(refused())]])
      .call(profileApi.setNotifications, 'user@example.org', true)
      .put.like(queuedMessage('errors.cannotNotifiate'))
      .run();
    const state = result.storeState as ReturnType<typeof reducer>;
    expect(state.auth.user?.notify).toBe(false);
  });

  it('says "Password updated" only when the server accepted the change', async () => {
    await expectSaga(changePassword, profileActions.passwordChangeSubmitted(PASSWORDS))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(profileApi.changePassword), undefined]])
      .put(profileActions.passwordChanged())
      .put.like(queuedMessage('auth.passwordUpdated'))
      .run();
    await expectSaga(changePassword, profileActions.passwordChangeSubmitted(PASSWORDS))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(profileApi.changePassword), throwError(refused())]])
      .put(profileActions.passwordChangeFailed())
      .not.put.like(queuedMessage('auth.passwordUpdated'))
      .run();
  });
});
