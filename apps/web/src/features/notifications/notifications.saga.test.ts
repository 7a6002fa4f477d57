import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { showNotificationsInTurn } from './notifications.saga.js';
import {
  notificationsActions,
  notificationsSlice,
  notifyError,
  notifyInfo,
  notifyRequestError,
  notifySuccess,
} from './notifications.slice.js';

function createQueueStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { notifications: notificationsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  sagaMiddleware.run(showNotificationsInTurn);
  return store;
}

const shown = (store: ReturnType<typeof createQueueStore>) =>
  store.getState().notifications.current?.messageId ?? null;

describe('notifications queue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one message at a time, each for 3000 ms, the next 500 ms later', async () => {
    const store = createQueueStore();
    store.dispatch(notifyError('errors.first'));
    store.dispatch(notifyInfo('errors.second'));
    expect(shown(store)).toBe('errors.first');
    expect(store.getState().notifications.queue).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(2999);
    expect(shown(store)).toBe('errors.first');
    await jest.advanceTimersByTimeAsync(1);
    expect(shown(store)).toBeNull();
    await jest.advanceTimersByTimeAsync(499);
    expect(shown(store)).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(shown(store)).toBe('errors.second');
    await jest.advanceTimersByTimeAsync(3000);
    expect(shown(store)).toBeNull();
    expect(store.getState().notifications.queue).toHaveLength(0);
  });

  it('hides a message early when closed, then waits 500 ms before the next one', async () => {
    const store = createQueueStore();
    store.dispatch(notifySuccess('a'));
    store.dispatch(notifySuccess('b'));
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(notificationsActions.notificationDismissed());
    expect(shown(store)).toBeNull();
    await jest.advanceTimersByTimeAsync(500);
    expect(shown(store)).toBe('b');
  });

  it('shows a message queued later once the queue was idle', async () => {
    const store = createQueueStore();
    await jest.advanceTimersByTimeAsync(10_000);
    store.dispatch(notifyInfo('late'));
    expect(shown(store)).toBe('late');
  });

  it('honours a custom timeout and colour', async () => {
    const store = createQueueStore();
    store.dispatch(
      notificationsActions.notificationQueued({ kind: 'success', messageId: 'x', timeoutMs: 100 }),
    );
    expect(store.getState().notifications.current).toMatchObject({
      kind: 'success',
      timeoutMs: 100,
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(shown(store)).toBeNull();
  });

  it('queues a message already waiting only once, so the last answer is not buried', async () => {
    const store = createQueueStore();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      store.dispatch(notifyError('errors.badCredentials'));
    }
    store.dispatch(notifyError('errors.tooManyAttempts'));
    // One shown, one waiting behind it (not nine), then the last answer.
    expect(
      store.getState().notifications.queue.map((notification) => notification.messageId),
    ).toEqual(['errors.badCredentials', 'errors.tooManyAttempts']);
    await jest.advanceTimersByTimeAsync(3500);
    expect(shown(store)).toBe('errors.badCredentials');
    await jest.advanceTimersByTimeAsync(3500);
    expect(shown(store)).toBe('errors.tooManyAttempts');
  });

  // What the reader must act on (an install left half updated) stays until they close it.
  it('keeps a message without a timeout until it is closed', async () => {
    const store = createQueueStore();
    store.dispatch(notifyError('errors.appRollbackFailed', { reason: 'npm' }, null));
    store.dispatch(notifyInfo('next'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(shown(store)).toBe('errors.appRollbackFailed');
    store.dispatch(notificationsActions.notificationDismissed());
    await jest.advanceTimersByTimeAsync(500);
    expect(shown(store)).toBe('next');
  });
});

describe('notifyRequestError', () => {
  it('lists the server reasons first and the fallback last', () => {
    const action = notifyRequestError(
      ['errors.userAlreadyExists', 'errors.CONFLICT'],
      'errors.cannotRegister',
    );
    expect(action.payload).toEqual({
      kind: 'error',
      messageId: 'errors.userAlreadyExists',
      fallbackIds: ['errors.CONFLICT', 'errors.cannotRegister'],
    });
  });
});
