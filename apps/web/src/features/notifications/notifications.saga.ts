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
 * only then), not counting the time it is hovered or focused, then a gap.
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
    // While the pointer or the focus is on the message, its time stands still: someone reading it
    // slowly or magnified, or about to close it, does not lose it (WCAG 2.2.1). Once left alone it
    // gets its whole time again.
    for (;;) {
      const shown: { held?: unknown } = yield race({
        ...(timeoutMs === null ? {} : { expired: delay(timeoutMs) }),
        dismissed: take(notificationsActions.notificationDismissed.type),
        held: take(notificationsActions.notificationHeld.type),
      });
      if (shown.held === undefined) {
        break;
      }
      const held: { dismissed?: unknown } = yield race({
        released: take(notificationsActions.notificationReleased.type),
        dismissed: take(notificationsActions.notificationDismissed.type),
      });
      if (held.dismissed !== undefined) {
        break;
      }
    }
    yield put(notificationsActions.notificationHidden());
    yield delay(NEXT_NOTIFICATION_DELAY_MS);
  }
}

/** Root saga of the notifications feature. */
export function* notificationsSaga() {
  yield call(showNotificationsInTurn);
}
