import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { SessionUser } from '@sillage/shared-types';
import type { Locale } from '../../shared/i18n/locale.js';
import {
  listErrorMessageIds,
  readHttpStatus,
  watchLostAdminRights,
  watchLostSession,
} from '../../shared/http/http-client.js';
import {
  notifyError,
  notifyRequestError,
  notifySuccess,
} from '../notifications/notifications.slice.js';
import { wasLocaleChosen } from '../locale/locale.saga.js';
import { localeActions, selectLocale } from '../locale/locale.slice.js';
import { authApi } from './auth.api.js';
import { writeAuthStorage } from './auth-storage.js';
import { authActions, selectIsLoggedIn, selectUser, selectWorkOwner } from './auth.slice.js';
import { unusableLinkMessageId } from './unusable-link.js';

/**
 * The interface speaks the account's language, unless one was picked in this browser (then the
 * server was told it at sign-in, or is told when it is picked).
 */
function* adoptAccountLocale(user: SessionUser, isChosen: boolean) {
  const locale: Locale = yield select(selectLocale);
  if (!isChosen && user.locale !== locale) {
    yield put(localeActions.localeAdopted(user.locale));
  }
}

/**
 * Drops the page's work when it is another account's, before `user`'s session is told: a job on
 * screen must not go on (and read its report) as them, nor its files and settings serve them.
 */
function* discardOthersWork(user: SessionUser) {
  const owner: string | null = yield select(selectWorkOwner);
  if (owner !== null && owner !== user.id) {
    yield put(authActions.workDiscarded());
  }
}

/** Asks the server who is signed in (at start-up, and when admin rights may have changed). */
export function* checkSession() {
  let user: SessionUser;
  try {
    user = yield call(authApi.fetchSession);
  } catch {
    yield put(authActions.sessionNotFound());
    return;
  }
  // Another tab may have signed another account in since this page's user signed in.
  yield call(discardOthersWork, user);
  yield put(authActions.sessionRestored(user));
  yield call(writeAuthStorage);
  const isChosen: boolean = yield call(wasLocaleChosen);
  yield call(adoptAccountLocale, user, isChosen);
}

/**
 * Posts the credentials, with the interface's language when it was picked in this browser (the
 * server keeps it as the account's, for its mails), then reads the session user (spec §4).
 */
export function* logIn({ payload }: ReturnType<typeof authActions.loginRequested>) {
  const locale: Locale = yield select(selectLocale);
  const isChosen: boolean = yield call(wasLocaleChosen);
  try {
    yield call(authApi.login, {
      userid: payload.userid.trim(),
      password: payload.password.trim(),
      remember: payload.remember,
      ...(isChosen ? { locale } : {}),
    });
    const user: SessionUser = yield call(authApi.fetchSession);
    yield call(discardOthersWork, user);
    yield put(authActions.loginSucceeded(user));
    yield call(writeAuthStorage);
    yield call(adoptAccountLocale, user, isChosen);
  } catch (error) {
    yield put(authActions.loginFailed());
    const status = readHttpStatus(error);
    yield put(
      status === 400 || status === 401
        ? notifyError('errors.badCredentials')
        : notifyRequestError(listErrorMessageIds(error), 'errors.error'),
    );
  }
}

function* informTeamQuietly(mail: string) {
  try {
    yield call(authApi.announceFreshInstall, mail);
  } catch {
    // Fire and forget: the account matters, the courtesy mail does not.
  }
}

/** Creates the account (the first one becomes admin on the server), then signs in with it. */
export function* register({ payload }: ReturnType<typeof authActions.registrationRequested>) {
  const userid = payload.userid.trim();
  if (payload.shouldInformTeam) {
    yield fork(informTeamQuietly, userid);
  }
  const locale: Locale = yield select(selectLocale);
  try {
    yield call(authApi.register, {
      userid,
      password: payload.password,
      confirm: payload.confirm,
      locale,
    });
  } catch (error) {
    yield put(authActions.loginFailed());
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotRegister'));
    return;
  }
  yield call(
    logIn,
    authActions.loginRequested({ userid, password: payload.password, remember: false }),
  );
}

/** Calls the server but clears the local session whatever it answers (spec §4). */
export function* logOut() {
  try {
    yield call(authApi.logout);
  } catch {
    // A failed logout call is ignored on purpose.
  }
  yield put(authActions.loggedOut());
  yield put(authActions.workDiscarded());
  yield call(writeAuthStorage);
}

/** Asks for a reset link by mail (`POST /api/admin/passwords`). */
export function* requestPasswordReset({
  payload,
}: ReturnType<typeof authActions.passwordResetRequested>) {
  try {
    yield call(authApi.requestPasswordReset, payload.username.trim());
    yield put(authActions.passwordRequestSucceeded());
    yield put(notifySuccess('auth.emailSent'));
  } catch (error) {
    yield put(authActions.passwordRequestFailed({ shouldLeave: false }));
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotResetPassword'));
  }
}

/**
 * Sets the new password of a reset link (`PUT /api/admin/passwords`); a link that no longer works
 * (used, expired, unknown) leaves the page, saying which.
 */
export function* submitNewPassword({
  payload,
}: ReturnType<typeof authActions.newPasswordSubmitted>) {
  try {
    yield call(authApi.resetPassword, payload.uuid, payload.password, payload.passwordConfirm);
    yield put(authActions.passwordRequestSucceeded());
    yield put(notifySuccess('auth.passwordUpdated'));
  } catch (error) {
    const unusableLinkId = unusableLinkMessageId(error);
    yield put(authActions.passwordRequestFailed({ shouldLeave: unusableLinkId !== undefined }));
    yield put(
      unusableLinkId === undefined
        ? notifyRequestError(listErrorMessageIds(error), 'errors.cannotResetPassword')
        : notifyRequestError([unusableLinkId], 'errors.expirationDate'),
    );
  }
}

/** Reacts to each event of `events`, one after the other; the channel closes with the saga. */
function* onEachEvent(events: EventChannel<true>, react: () => Generator) {
  try {
    for (;;) {
      yield take(events);
      yield call(react);
    }
  } finally {
    events.close();
  }
}

/** One event per call the server refused for want of a session (see watchLostSession). */
function lostSessionEvents(): EventChannel<true> {
  return eventChannel<true>((emit) => watchLostSession(() => emit(true)));
}

/**
 * A session that ended while the page was open (signed out in another tab, expired) signs this
 * page out too, once, saying why: the route guard then sends the user to sign in and brings them
 * back to the page they were on, instead of pages that cannot load anything.
 */
export function* followLostSessions(events: EventChannel<true> = lostSessionEvents()) {
  yield call(onEachEvent, events, function* () {
    if ((yield select(selectIsLoggedIn)) as boolean) {
      yield put(authActions.sessionLost());
      yield put(notifyError('auth.sessionLost'));
    }
  });
}

/** One event per call the server refused as for administrators only (see watchLostAdminRights). */
function lostAdminRightsEvents(): EventChannel<true> {
  return eventChannel<true>((emit) => watchLostAdminRights(() => emit(true)));
}

/**
 * An administrator demoted while the page was open: the session is read again, so the menu
 * drops the administration pages and the route guard leaves the one open (an admin page's calls
 * are all refused from then on).
 */
export function* followLostAdminRights(events: EventChannel<true> = lostAdminRightsEvents()) {
  yield call(onEachEvent, events, function* () {
    const user: SessionUser | null = yield select(selectUser);
    if (user?.group === 'admin') {
      yield call(checkSession);
    }
  });
}

/** Root saga of the auth feature. */
export function* authSaga() {
  yield fork(checkSession);
  yield fork(followLostSessions);
  yield fork(followLostAdminRights);
  yield takeLatest(authActions.loginRequested.type, logIn);
  yield takeLatest(authActions.registrationRequested.type, register);
  yield takeLatest(authActions.logoutRequested.type, logOut);
  yield takeLatest(authActions.passwordResetRequested.type, requestPasswordReset);
  yield takeLatest(authActions.newPasswordSubmitted.type, submitNewPassword);
}
