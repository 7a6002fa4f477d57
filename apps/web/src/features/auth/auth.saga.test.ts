import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { createHttpError, createSessionUser } from '../../test/builders.js';
import { notificationsActions, notifyError } from '../notifications/notifications.slice.js';
import { authApi } from './auth.api.js';
import { writeAuthStorage } from './auth-storage.js';
import { combineReducers } from '@reduxjs/toolkit';
import { channel } from 'redux-saga';
import {
  checkSession,
  followLostAdminRights,
  followLostSessions,
  logIn,
  logOut,
  register,
  submitNewPassword,
} from './auth.saga.js';
import { wasLocaleChosen } from '../locale/locale.saga.js';
import { localeActions, selectLocale } from '../locale/locale.slice.js';
import { authActions, authSlice, selectWorkOwner } from './auth.slice.js';

const USER = createSessionUser('admin', { username: 'ada@example.org' });

describe('logIn', () => {
  it('posts trimmed credentials with the language picked here, then reads the session user', async () => {
    const result = await expectSaga(
      logIn,
      authActions.loginRequested({ userid: ' ada@example.org ', password: ' pw ', remember: true }),
    )
      .withReducer(authSlice.reducer)
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(wasLocaleChosen), true],
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
      .call(writeAuthStorage)
      // Picked here: the account now has it, the interface keeps it.
      .not.put.actionType(localeActions.localeAdopted.type)
      .run();
    expect(result.storeState).toMatchObject({ loggedIn: true, user: USER, isSubmitting: false });
  });

  // A first visit writes the default (French) into the cookie: it must not rewrite the account's.
  it("tells no language when none was picked here, and adopts the account's", async () => {
    const english = { ...USER, locale: 'en' as const };
    await expectSaga(
      logIn,
      authActions.loginRequested({ userid: 'ada@example.org', password: 'pw', remember: false }),
    )
      .provide([
        [matchers.select(selectLocale), 'fr'],
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(wasLocaleChosen), false],
        [matchers.call.fn(authApi.login), undefined],
        [matchers.call.fn(authApi.fetchSession), english],
      ])
      .call(authApi.login, { userid: 'ada@example.org', password: 'pw', remember: false })
      .put(authActions.loginSucceeded(english))
      .put(localeActions.localeAdopted('en'))
      .run();
  });

  it.each([400, 401])('says "bad credentials" on %i', async (status) => {
    await expectSaga(
      logIn,
      authActions.loginRequested({ userid: 'a', password: 'b', remember: false }),
    )
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(wasLocaleChosen), true],
        [matchers.call.fn(authApi.login), throwError(createHttpError(status))],
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
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(wasLocaleChosen), true],
        [matchers.call.fn(authApi.login), throwError(createHttpError(500))],
      ])
      .put.like({ action: { payload: { messageId: 'errors.error' } } })
      .run();
  });
});

describe("another account's work", () => {
  const signIn = (owner: string | null) =>
    expectSaga(
      logIn,
      authActions.loginRequested({ userid: 'ada@example.org', password: 'pw', remember: false }),
    ).provide([
      [matchers.select(selectLocale), 'en'],
      [matchers.select(selectWorkOwner), owner],
      [matchers.call.fn(wasLocaleChosen), true],
      [matchers.call.fn(authApi.login), undefined],
      [matchers.call.fn(authApi.fetchSession), USER],
    ]);

  it('is discarded before the sign-in is told, when another account held the page', async () => {
    const { allEffects } = await signIn('someone-else')
      .put(authActions.workDiscarded())
      .put(authActions.loginSucceeded(USER))
      .run();
    const puts = allEffects.flatMap((effect) =>
      effect.type === 'PUT' ? [(effect.payload as { action: { type: string } }).action.type] : [],
    );
    expect(puts.indexOf(authActions.workDiscarded.type)).toBeGreaterThanOrEqual(0);
    expect(puts.indexOf(authActions.workDiscarded.type)).toBeLessThan(
      puts.indexOf(authActions.loginSucceeded.type),
    );
  });

  it('is kept for the same account signing in again, and on a fresh page', async () => {
    await signIn(USER.id).not.put(authActions.workDiscarded()).run();
    await signIn(null).not.put(authActions.workDiscarded()).run();
  });

  it('is discarded at sign-out', async () => {
    const result = await expectSaga(logOut)
      .withReducer(authSlice.reducer, { ...authSlice.getInitialState(), workOwner: USER.id })
      .provide([[matchers.call.fn(authApi.logout), undefined]])
      .put(authActions.workDiscarded())
      .run();
    expect(result.storeState).toMatchObject({ workOwner: null });
  });
});

describe('checkSession', () => {
  const english = { ...USER, locale: 'en' as const };
  const restore = (isChosen: boolean) =>
    expectSaga(checkSession)
      .provide([
        [matchers.select(selectLocale), 'fr'],
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(wasLocaleChosen), isChosen],
        [matchers.call.fn(authApi.fetchSession), english],
      ])
      .put(authActions.sessionRestored(english))
      .call(writeAuthStorage);

  it("restores the session in the account's language when none was picked here", async () => {
    await restore(false).put(localeActions.localeAdopted('en')).run();
  });

  it('keeps the language picked here', async () => {
    await restore(true).not.put.actionType(localeActions.localeAdopted.type).run();
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
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(authApi.logout), throwError(createHttpError(500))],
      ])
      .put(authActions.loggedOut())
      .call(writeAuthStorage)
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

  it("creates the account in the interface's language, tells the team, then signs in", async () => {
    const english = { ...USER, locale: 'en' as const };
    await expectSaga(register, request)
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(wasLocaleChosen), false],
        [matchers.call.fn(authApi.announceFreshInstall), undefined],
        [matchers.call.fn(authApi.register), undefined],
        [matchers.call.fn(authApi.login), undefined],
        [matchers.call.fn(authApi.fetchSession), english],
      ])
      .call(authApi.announceFreshInstall, 'first@example.org')
      .call(authApi.register, {
        userid: 'first@example.org',
        password: 'secret',
        confirm: 'secret',
        locale: 'en',
      })
      // The new account already has the interface's language.
      .call(authApi.login, { userid: 'first@example.org', password: 'secret', remember: false })
      .put(authActions.loginSucceeded(english))
      .not.put.actionType(localeActions.localeAdopted.type)
      .run();
  });

  it('shows the server reason when the account is refused and does not sign in', async () => {
    await expectSaga(register, {
      ...request,
      payload: { ...request.payload, shouldInformTeam: false },
    })
      .provide([
        [matchers.select(selectLocale), 'en'],
        [matchers.select(selectWorkOwner), null],
        [
          matchers.call.fn(authApi.register),
          throwError(
            createHttpError(409, { code: 409, kind: 'CONFLICT', message: 'userAlreadyExists' }),
          ),
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
      .provide([[matchers.call.fn(authApi.resetPassword), throwError(createHttpError(410))]])
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
          throwError(createHttpError(410, { code: 410, kind: 'GONE', message })),
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
          throwError(createHttpError(400, { message: 'passwordDoesNotMatch' })),
        ],
      ])
      .run();
    expect((result.storeState as ReturnType<typeof authSlice.reducer>).passwordRequest).toEqual({
      status: 'failed',
      shouldLeave: false,
    });
  });
});

describe('followLostSessions', () => {
  it('signs the page out once for lost sessions, saying why, keeping the page to come back to', async () => {
    const events = channel<true>();
    // Two calls refused together (a page loading two lists): one sign-out, one message.
    events.put(true);
    events.put(true);
    const signedIn = {
      ...authSlice.getInitialState(),
      isSessionChecked: true,
      user: USER,
      loggedIn: true,
    };
    const result = await expectSaga(followLostSessions, events)
      .withReducer(combineReducers({ auth: authSlice.reducer }), { auth: signedIn })
      .put(authActions.sessionLost())
      .put(notifyError('auth.sessionLost'))
      .silentRun(50);
    const puts = result.allEffects.filter((effect) => effect.type === 'PUT');
    expect(puts).toHaveLength(2);
    expect(result.storeState).toMatchObject({
      auth: { loggedIn: false, user: null, hasSignedOut: false },
    });
  });
});

describe('followLostAdminRights', () => {
  const demoted = { ...USER, group: 'user' as const };
  const signedIn = (user: typeof USER) => ({
    auth: { ...authSlice.getInitialState(), isSessionChecked: true, user, loggedIn: true },
  });

  it("reads the session again when an administrator's call is refused as admin-only", async () => {
    const events = channel<true>();
    events.put(true);
    const result = await expectSaga(followLostAdminRights, events)
      .withReducer(combineReducers({ auth: authSlice.reducer }), signedIn(USER))
      .provide([
        [matchers.select(selectLocale), 'fr'],
        [matchers.select(selectWorkOwner), null],
        [matchers.call.fn(wasLocaleChosen), true],
        [matchers.call.fn(writeAuthStorage), undefined],
        [matchers.call.fn(authApi.fetchSession), demoted],
      ])
      .put(authActions.sessionRestored(demoted))
      .silentRun(50);
    // The menu and the route guard read the group from here.
    expect(result.storeState).toMatchObject({ auth: { user: { group: 'user' } } });
  });

  it('leaves a user who was no administrator as they are', async () => {
    const events = channel<true>();
    events.put(true);
    await expectSaga(followLostAdminRights, events)
      .withReducer(combineReducers({ auth: authSlice.reducer }), signedIn(demoted))
      .not.call.fn(authApi.fetchSession)
      .silentRun(50);
  });
});
