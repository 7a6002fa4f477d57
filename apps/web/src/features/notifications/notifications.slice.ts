import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationKind = 'info' | 'success' | 'error';

/** Spec §9: a snackbar stays 3000 ms unless closed; the next one appears 500 ms later. */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 3000;
export const NEXT_NOTIFICATION_DELAY_MS = 500;

export interface Notification {
  id: number;
  kind: NotificationKind;
  /** A catalog id; when unknown, the first known of `fallbackIds`, else the generic error text. */
  messageId: string;
  fallbackIds?: string[];
  values?: Record<string, string | number>;
  /** How long it shows; `null`: until closed (what the reader must act on). */
  timeoutMs: number | null;
}

export type NotificationRequest = Omit<Notification, 'id' | 'timeoutMs'> & {
  timeoutMs?: number | null;
};

interface NotificationsState {
  queue: Notification[];
  current: Notification | null;
  lastId: number;
}

const initialState: NotificationsState = { queue: [], current: null, lastId: 0 };

/** The snackbar queue: messages wait here and are shown one at a time by the saga. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationQueued(state, { payload }: PayloadAction<NotificationRequest>) {
      // The same message already waiting is not queued again: ten quick failed sign-ins would
      // otherwise replay "invalid password" for half a minute, after the answer that came last.
      const isWaiting = state.queue.some(
        (queued) =>
          queued.kind === payload.kind &&
          queued.messageId === payload.messageId &&
          JSON.stringify(queued.values) === JSON.stringify(payload.values),
      );
      if (isWaiting) {
        return;
      }
      state.lastId += 1;
      state.queue.push({
        ...payload,
        id: state.lastId,
        // `null` is kept: until closed.
        timeoutMs:
          payload.timeoutMs === undefined ? DEFAULT_NOTIFICATION_TIMEOUT_MS : payload.timeoutMs,
      });
    },
    notificationShown(state) {
      state.current = state.queue.shift() ?? null;
    },
    notificationDismissed() {
      // Handled by the saga, which hides the message early.
    },
    notificationHeld() {
      // Handled by the saga: the pointer or the focus is on the message, which stays (WCAG 2.2.1).
    },
    notificationReleased() {
      // Handled by the saga, which gives the message its whole time again.
    },
    notificationHidden(state) {
      state.current = null;
    },
  },
  selectors: {
    selectNotificationQueue: (state) => state.queue,
    selectCurrentNotification: (state) => state.current,
  },
});

export const notificationsActions = notificationsSlice.actions;
export const { selectNotificationQueue, selectCurrentNotification } = notificationsSlice.selectors;

/** Shorthands for the three snackbar colours. */
export const notifyError = (
  messageId: string,
  values?: Record<string, string | number>,
  timeoutMs?: number | null,
) =>
  notificationsActions.notificationQueued({
    kind: 'error',
    messageId,
    ...(values ? { values } : {}),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

/** An error snackbar for a failed call: the server's reason when we have a text for it, else `fallbackId`. */
export const notifyRequestError = (candidateIds: readonly string[], fallbackId: string) => {
  return notificationsActions.notificationQueued({
    kind: 'error',
    messageId: candidateIds[0] ?? fallbackId,
    fallbackIds: candidateIds.length === 0 ? [] : [...candidateIds.slice(1), fallbackId],
  });
};
export const notifyInfo = (messageId: string, values?: Record<string, string | number>) =>
  notificationsActions.notificationQueued({
    kind: 'info',
    messageId,
    ...(values ? { values } : {}),
  });
export const notifySuccess = (messageId: string, values?: Record<string, string | number>) =>
  notificationsActions.notificationQueued({
    kind: 'success',
    messageId,
    ...(values ? { values } : {}),
  });
