import { call, delay, put, race, select, take } from 'redux-saga/effects';
import {
  NEXT_NOTIFICATION_DELAY_MS,
  notificationsActions,
  type Notification,
} from './notifications.slice.js';

interface WithNotifications {
  notifications: { queue: Notification[]; current: Notification | null };
}

const selectQueueLength = (state: WithNotifications) => state.notifications.queue.length;
const selectCurrent = (state: WithNotifications) => state.notifications.current;

/**
 * Shows queued messages one at a time: each for its timeout (or until closed; without a timeout,
 * only then), then a gap.
 */
export function* showNotificationsInTurn() {
  for (;;) {
    const waiting: number = yield select(selectQueueLength);
    if (waiting === 0) {
      yield take(notificationsActions.notificationQueued.type);
      continue;
    }
    yield put(notificationsActions.notificationShown());
    const current: Notification | null = yield select(selectCurrent);
    const timeoutMs = current === null ? 0 : current.timeoutMs;
    yield race({
      ...(timeoutMs === null ? {} : { expired: delay(timeoutMs) }),
      dismissed: take(notificationsActions.notificationDismissed.type),
    });
    yield put(notificationsActions.notificationHidden());
    yield delay(NEXT_NOTIFICATION_DELAY_MS);
  }
}

/** Root saga of the notifications feature. */
export function* notificationsSaga() {
  yield call(showNotificationsInTurn);
}
