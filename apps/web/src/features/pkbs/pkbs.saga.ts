import type { CastorState } from '@sillage/shared-types';
import { call, put, takeLatest } from 'redux-saga/effects';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { notifyError } from '../notifications/notifications.slice.js';
import { pkbsApi } from './pkbs.api.js';
import { pkbsActions } from './pkbs.slice.js';

/** `GET /castor/status` when the signed-in layout opens; a failure shows `cannotLoadPKBS`. */
export function* loadPkbStatus() {
  try {
    const status: CastorState = yield call(pkbsApi.fetchStatus);
    yield put(pkbsActions.statusReceived(status));
  } catch {
    yield put(notifyError('errors.cannotLoadPKBS'));
  }
}

/** Root saga of the knowledge-base feature (live updates arrive through the socket saga). */
export function* pkbsSaga() {
  yield takeLatest(appInfoActions.signedInLayoutEntered.type, loadPkbStatus);
}
