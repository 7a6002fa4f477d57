import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { SessionUser } from '@sillage/shared-types';
import { listErrorMessageIds } from '../../shared/http/http-client.js';
import { authActions } from '../auth/auth.slice.js';
import {
  notifyError,
  notifyRequestError,
  notifySuccess,
} from '../notifications/notifications.slice.js';
import { profileApi } from './profile.api.js';
import { profileActions } from './profile.slice.js';

const selectSessionUser = (state: { auth: { user: SessionUser | null } }) => state.auth.user;

/** Saves the "mail me when my jobs end" switch; reverts it when the server refuses. */
export function* saveNotifications({
  payload,
}: ReturnType<typeof profileActions.notificationsToggled>) {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) {
    return;
  }
  const previous = user.notify;
  yield put(authActions.userEdited({ notify: payload }));
  try {
    yield call(profileApi.setNotifications, user.username, payload);
  } catch {
    yield put(authActions.userEdited({ notify: previous }));
    yield put(notifyError('errors.cannotNotifiate'));
  }
}

/** Changes the password; success only when the server accepted it (the reference said so always). */
export function* changePassword({
  payload,
}: ReturnType<typeof profileActions.passwordChangeSubmitted>) {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) {
    return;
  }
  try {
    yield call(profileApi.changePassword, user.username, {
      oldPassword: payload.oldPassword.trim(),
      newPassword: payload.newPassword.trim(),
      confirm: payload.confirm.trim(),
    });
    yield put(profileActions.passwordChanged());
    yield put(notifySuccess('auth.passwordUpdated'));
  } catch (error) {
    yield put(profileActions.passwordChangeFailed());
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotUpdatePassword'));
  }
}

/** Root saga of the profile feature. */
export function* profileSaga() {
  yield takeLatest(profileActions.notificationsToggled.type, saveNotifications);
  yield takeLatest(profileActions.passwordChangeSubmitted.type, changePassword);
}
