import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { createSessionUser } from '../../test/builders.js';
import { notificationsActions } from '../notifications/notifications.slice.js';
import { authApi } from './auth.api.js';
import { logIn, logOut, register, submitNewPassword } from './auth.saga.js';
import { selectLocale } from '../locale/locale.slice.js';
import { authActions, authSlice } from './auth.slice.js';

const USER = createSessionUser('admin', { username: 'ada@example.org' });

function httpError(status: number, data: unknown = {}) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', String(status), { headers }, null, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data,
  });
}

describe('logIn', () => {
  it('posts trimmed credentials, then reads the session user', async () => {
    const result = await expectSaga(
      logIn,
      authActions.loginRequested({ userid: ' ada@example.org ', password: ' pw ', remember: true }),
    )
      .withReducer(authSlice.reducer)
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.call.fn(authApi.login), undefined],
        [matchers.call.fn(authApi.fetchSession), USER],
      ])
      .call(authApi.login, {
        userid: 'ada@example.org',
        password: 'pw',
        remember: true,
        locale: 'en',
      })
      .put(authActions.loginSucceeded(USER))
      .run();
    expect(result.storeState).toMatchObject({ loggedIn: true, user: USER, isSubmitting: false });
  });

  it.each([400, 401])('says "bad credentials" on %i', async (status) => {
    await expectSaga(
      logIn,
      authActions.loginRequested({ userid: 'a', password: 'b', remember: false }),
    )
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.call.fn(authApi.login), throwError(httpError(status))],
      ])
      .put(authActions.loginFailed())
      .put.like({
        action: {
          type: notificationsActions.notificationQueued.type,
          payload: { messageId: 'errors.badCredentials' },
        },
      })
      .run();
  });

  it('shows the generic error for other failures', async () => {
    await expectSaga(
      logIn,
      authActions.loginRequested({ userid: 'a', password: 'b', remember: false }),
    )
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.call.fn(authApi.login), throwError(httpError(500))],
      ])
      .put.like({ action: { payload: { messageId: 'errors.error' } } })
      .run();
  });
});

describe('logOut', () => {
  it('clears the session even when the server call fails', async () => {
    const result = await expectSaga(logOut)
      .withReducer(authSlice.reducer, {
        ...authSlice.getInitialState(),
        user: USER,
        loggedIn: true,
      })
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.call.fn(authApi.logout), throwError(httpError(500))],
      ])
      .put(authActions.loggedOut())
      .run();
    expect(result.storeState).toMatchObject({ loggedIn: false, user: null, hasSignedOut: true });
  });
});

describe('register', () => {
  const request = authActions.registrationRequested({
    userid: 'first@example.org',
    password: 'secret',
    confirm: 'secret',
    shouldInformTeam: true,
  });

  it('creates the account, tells the team, then signs in', async () => {
    await expectSaga(register, request)
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.call.fn(authApi.announceFreshInstall), undefined],
        [matchers.call.fn(authApi.register), undefined],
        [matchers.call.fn(authApi.login), undefined],
        [matchers.call.fn(authApi.fetchSession), USER],
      ])
      .call(authApi.announceFreshInstall, 'first@example.org')
      .call(authApi.register, {
        userid: 'first@example.org',
        password: 'secret',
        confirm: 'secret',
        locale: 'en',
      })
      // The interface's language goes with the sign-in that follows, too.
      .call(authApi.login, {
        userid: 'first@example.org',
        password: 'secret',
        remember: false,
        locale: 'en',
      })
      .put(authActions.loginSucceeded(USER))
      .run();
  });

  it('shows the server reason when the account is refused and does not sign in', async () => {
    await expectSaga(register, {
      ...request,
      payload: { ...request.payload, shouldInformTeam: false },
    })
      .provide([
        [matchers.select(selectLocale), 'en'],
        [
          matchers.call.fn(authApi.register),
          throwError(httpError(409, { code: 409, kind: 'CONFLICT', message: 'userAlreadyExists' })),
        ],
      ])
      .put.like({
        action: {
          payload: {
            messageId: 'errors.userAlreadyExists',
            fallbackIds: ['errors.CONFLICT', 'errors.cannotRegister'],
          },
        },
      })
      .not.call.fn(authApi.login)
      .not.call.fn(authApi.announceFreshInstall)
      .run();
  });
});

describe('submitNewPassword', () => {
  it('leaves the page when the link expired', async () => {
    const result = await expectSaga(
      submitNewPassword,
      authActions.newPasswordSubmitted({ uuid: 'u', password: 'a', passwordConfirm: 'a' }),
    )
      .withReducer(authSlice.reducer)
      .provide([[matchers.call.fn(authApi.resetPassword), throwError(httpError(410))]])
      .put.like({ action: { payload: { messageId: 'errors.expirationDate' } } })
      .run();
    expect((result.storeState as ReturnType<typeof authSlice.reducer>).passwordRequest).toEqual({
      status: 'failed',
      shouldLeave: true,
    });
  });

  // A second use of a link is not an expiry (QA B item 9): the server says which it is.
  it.each([
    ['resetLinkUsed', 'errors.resetLinkUsed'],
    ['resetLinkUnknown', 'errors.resetLinkUnknown'],
    ['expirationDate', 'errors.expirationDate'],
  ])('says why a link no longer works (%s) and leaves the page', async (message, messageId) => {
    const result = await expectSaga(
      submitNewPassword,
      authActions.newPasswordSubmitted({ uuid: 'u', password: 'a', passwordConfirm: 'a' }),
    )
      .withReducer(authSlice.reducer)
      .provide([
        [
          matchers.call.fn(authApi.resetPassword),
          throwError(httpError(410, { code: 410, kind: 'GONE', message })),
        ],
      ])
      .put.like({ action: { payload: { messageId, fallbackIds: ['errors.expirationDate'] } } })
      .run();
    expect((result.storeState as ReturnType<typeof authSlice.reducer>).passwordRequest).toEqual({
      status: 'failed',
      shouldLeave: true,
    });
  });

  it('stays on the page for other errors', async () => {
    const result = await expectSaga(
      submitNewPassword,
      authActions.newPasswordSubmitted({ uuid: 'u', password: 'a', passwordConfirm: 'b' }),
    )
      .withReducer(authSlice.reducer)
      .provide([
        [
          matchers.call.fn(authApi.resetPassword),
          throwError(httpError(400, { message: 'passwordDoesNotMatch' })),
        ],
      ])
      .run();
    expect((result.storeState as ReturnType<typeof authSlice.reducer>).passwordRequest).toEqual({
      status: 'failed',
      shouldLeave: false,
    });
  });
});
