import type { PlatformsCatalogStatus } from '@sillage/shared-types';
import { call, put, takeLatest } from 'redux-saga/effects';
import { listErrorMessageIds } from '../../shared/http/http-client.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { notifyError, notifyRequestError } from '../notifications/notifications.slice.js';
import { platformsCatalogApi } from './platforms-catalog.api.js';
import { platformsCatalogActions } from './platforms-catalog.slice.js';

/** `GET /api/platforms-catalog/status` when the signed-in layout opens. */
export function* loadCatalogStatus() {
  try {
    const status: PlatformsCatalogStatus = yield call(platformsCatalogApi.fetchStatus);
    yield put(platformsCatalogActions.statusReceived(status));
  } catch {
    yield put(notifyError('errors.cannotLoadPlatformsCatalog'));
  }
}

/** An admin asks for another fetch; the answer (fetching) shows at once, progress follows. */
export function* requestCatalogFetch() {
  try {
    const status: PlatformsCatalogStatus = yield call(platformsCatalogApi.requestFetch);
    yield put(platformsCatalogActions.statusReceived(status));
  } catch (error) {
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotFetchPlatformsCatalog'));
  }
  yield put(platformsCatalogActions.fetchRequestEnded());
}

/** An admin asks for the check of the native rules again; the answer shows it under way. */
export function* requestCatalogVerify() {
  try {
    const status: PlatformsCatalogStatus = yield call(platformsCatalogApi.requestVerify);
    yield put(platformsCatalogActions.statusReceived(status));
  } catch (error) {
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotVerifyPlatforms'));
  }
  yield put(platformsCatalogActions.verifyRequestEnded());
}

/** Root saga of the platforms catalog feature (live updates arrive through the socket saga). */
export function* platformsCatalogSaga() {
  yield takeLatest(appInfoActions.signedInLayoutEntered.type, loadCatalogStatus);
  yield takeLatest(platformsCatalogActions.fetchRequested.type, requestCatalogFetch);
  yield takeLatest(platformsCatalogActions.verifyRequested.type, requestCatalogVerify);
  yield takeLatest(platformsCatalogActions.statusRequested.type, loadCatalogStatus);
}
