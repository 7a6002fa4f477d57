import { call, put, takeLatest } from 'redux-saga/effects';
import type { JobSummary } from '@sillage/shared-types';
import { readHttpStatus, readServerMessage } from '../../shared/http/http-client.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { notifyError, notifySuccess } from '../notifications/notifications.slice.js';
import { feedbackApi } from './feedback.api.js';
import { feedbackActions } from './feedback.slice.js';

function* prepareForm({ payload }: ReturnType<typeof feedbackActions.feedbackFormOpened>) {
  yield put(appInfoActions.feedbackStatusRequested());
  if (payload.username === null) {
    return;
  }
  try {
    const treatments: JobSummary[] = yield call(feedbackApi.fetchUserTreatments, payload.username);
    yield put(feedbackActions.treatmentsLoaded(treatments));
  } catch {
    yield put(notifyError('errors.cannotLoadJobsData'));
  }
}

/** Sends the feedback; spec §8 error keys: reportDoesNotExist when the server says so. */
export function* sendFeedback({ payload }: ReturnType<typeof feedbackActions.feedbackSubmitted>) {
  try {
    yield call(feedbackApi.send, payload);
    yield put(feedbackActions.feedbackSent());
    yield put(notifySuccess('feedback.hasBeenSent'));
  } catch (error) {
    yield put(feedbackActions.feedbackFailed());
    const message = readServerMessage(error) ?? '';
    yield put(
      notifyError(
        /reportDoesNotExist/i.test(message)
          ? 'errors.reportDoesNotExist'
          : readHttpStatus(error) === 429
            ? 'errors.tooManyMessages'
            : 'errors.cannotSendFeedback',
      ),
    );
  }
}

/** Root saga of the feedback feature. */
export function* feedbackSaga() {
  yield takeLatest(feedbackActions.feedbackFormOpened.type, prepareForm);
  yield takeLatest(feedbackActions.feedbackSubmitted.type, sendFeedback);
}
