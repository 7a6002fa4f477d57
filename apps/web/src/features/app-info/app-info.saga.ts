import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { AppInfo, RepositoryName, RepositoryStatus, SessionUser } from '@sillage/shared-types';
import { selectUser } from '../auth/auth.slice.js';
import { hasScope } from '../auth/guards.js';
import { notifyError } from '../notifications/notifications.slice.js';
import { appInfoApi } from './app-info.api.js';
import { appInfoActions, selectAppInfo } from './app-info.slice.js';

/** `GET /api/info/app`; a failure shows `cannotGetAppInfos` unless asked to stay quiet. */
export function* loadAppInfo(isQuiet = false) {
  try {
    const info: AppInfo = yield call(appInfoApi.fetchAppInfo);
    yield put(appInfoActions.appInfoLoaded(info));
  } catch {
    if (!isQuiet) {
      yield put(notifyError('errors.cannotGetAppInfos'));
    }
  }
}

/** The repositories whose status the layouts and admin pages show. */
export const STATUS_REPOSITORIES = [
  'app',
  'platforms',
  'resources',
  // Shown on the updates page; without it that section always read "Status unknown".
  'exclusions',
  'middlewares',
] as const satisfies readonly RepositoryName[];

/** One status block: shown as soon as it is read (the slowest repository delays no other). */
function* loadStatus(repository: RepositoryName) {
  yield put(appInfoActions.statusLoadStarted(repository));
  try {
    const status: RepositoryStatus = yield call(appInfoApi.fetchRepositoryStatus, repository);
    yield put(appInfoActions.statusesLoaded({ [repository]: status }));
    return true;
  } catch {
    yield put(appInfoActions.statusLoadFailed(repository));
    return false;
  }
}

/** The status blocks in parallel; a failure shows `cannotLoadStatus` (once). */
export function* loadStatuses() {
  const loaded: boolean[] = yield all(
    STATUS_REPOSITORIES.map((repository) => call(loadStatus, repository)),
  );
  if (loaded.includes(false)) {
    yield put(notifyError('errors.cannotLoadStatus'));
  }
}

/**
 * Start-up calls of the default layout (spec §8; the knowledge bases load in their saga). The
 * statuses feed only the admin group and pages: an admin's makes the server fetch every
 * repository, and no one else needs them.
 */
export function* loadSignedInData() {
  const user: SessionUser | null = yield select(selectUser);
  yield all([call(loadAppInfo), ...(hasScope(user, 'admin') ? [call(loadStatuses)] : [])]);
}

export function* loadFeedbackStatus() {
  // The server said feedback is off: its status route would only answer 501.
  const info: ReturnType<typeof selectAppInfo> = yield select(selectAppInfo);
  if (info.feedback === false) {
    yield put(appInfoActions.feedbackStatusLoaded(null));
    return;
  }
  const recipient: string | null = yield call(appInfoApi.fetchFeedbackRecipient);
  yield put(appInfoActions.feedbackStatusLoaded(recipient));
}

function* loadUserCount() {
  try {
    const count: number = yield call(appInfoApi.countUsers);
    yield put(appInfoActions.userCountLoaded(count));
  } catch {
    yield put(notifyError('errors.cannotLoadUserNumber'));
    // Unknown count: offer the sign-in form rather than an endless spinner.
    yield put(appInfoActions.userCountLoaded(-1));
  }
}

/** Root saga of the app-info feature. */
export function* appInfoSaga() {
  yield takeLatest(appInfoActions.signedInLayoutEntered.type, loadSignedInData);
  yield takeLatest(appInfoActions.signLayoutEntered.type, loadAppInfo, true);
  yield takeLatest(appInfoActions.statusesRequested.type, loadStatuses);
  yield takeLatest(appInfoActions.feedbackStatusRequested.type, loadFeedbackStatus);
  yield takeLatest(appInfoActions.userCountRequested.type, loadUserCount);
}
