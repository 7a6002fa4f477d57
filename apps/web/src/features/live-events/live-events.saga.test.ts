import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { pkbsSlice } from '../pkbs/pkbs.slice.js';
import { authActions, authSlice } from '../auth/auth.slice.js';
import {
  buildSocketUrl,
  computeReconnectDelayMs,
  liveEventsSaga,
  toAction,
} from './live-events.saga.js';
import { socketSlice } from './socket.slice.js';
import { createSessionUser } from '../../test/builders.js';
import { SOCKET_RIGHTS_WITHDRAWN } from '@sillage/shared-types';

/** A controllable stand-in for the browser WebSocket. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  isClosed = false;
  constructor() {
    FakeSocket.instances.push(this);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop(code = 1006) {
    this.onclose?.({ code } as CloseEvent);
  }
  close() {
    this.isClosed = true;
  }
}

function createLiveStore() {
  FakeSocket.instances = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      socket: socketSlice.reducer,
      pkbs: pkbsSlice.reducer,
      auth: authSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  sagaMiddleware.run(liveEventsSaga, () => new FakeSocket() as unknown as WebSocket);
  return store;
}

const latest = () => FakeSocket.instances.at(-1)!;

describe('live events', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('connects once signed in and stores the socket id from the connected message', () => {
    const store = createLiveStore();
    expect(FakeSocket.instances).toHaveLength(0);
    store.dispatch(authActions.sessionRestored(createSessionUser()));
    expect(FakeSocket.instances).toHaveLength(1);
    latest().receive({ type: 'connected', data: 'abc' });
    expect(store.getState().socket.socketId).toBe('abc');
  });

  it('routes report, logging and knowledge-base messages to their state', () => {
    const store = createLiveStore();
    store.dispatch(authActions.sessionRestored(createSessionUser()));
    latest().receive({ type: 'report', jobId: 'j', data: { general: { 'nb-ecs': 3 } } });
    latest().receive({
      type: 'logging',
      jobId: 'j',
      data: { level: 'info', message: 'hello', timestamp: 't1' },
    });
    // The reference's JSON-string form is not our protocol: ignored.
    latest().receive({ type: 'logging', jobId: 'j', data: '{"level":"info","message":"x"}' });
    latest().receive({
      type: 'castor:update',
      data: { state: 'synchronizing', remaining: 2, synchronizing: [] },
    });
    latest().receive({ type: 'unknown', data: 1 });
    latest().receive('not json at all');
    const state = store.getState();
    expect(state.socket.report).toEqual({ general: { 'nb-ecs': 3 } });
    expect(state.socket.logging).toEqual([{ level: 'info', message: 'hello', date: 't1' }]);
    expect(state.pkbs).toMatchObject({ state: 'synchronizing', remaining: 2 });
  });

  it('goes offline when the socket drops and reconnects with backoff', async () => {
    const store = createLiveStore();
    store.dispatch(authActions.sessionRestored(createSessionUser()));
    latest().receive({ type: 'connected', data: 'first' });
    latest().drop();
    expect(store.getState().socket).toMatchObject({ socketId: null, hasAttempted: true });
    await jest.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().drop();
    await jest.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);
    latest().receive({ type: 'connected', data: 'again' });
    expect(store.getState().socket.socketId).toBe('again');
  });

  // A password change renews the session: the server closes the page's socket with 4401.
  it('reconnects at once, without the offline dialog, when the server withdrew the rights', async () => {
    const store = createLiveStore();
    store.dispatch(authActions.sessionRestored(createSessionUser()));
    latest().receive({ type: 'connected', data: 'first' });
    latest().drop(SOCKET_RIGHTS_WITHDRAWN);
    expect(store.getState().socket).toMatchObject({ socketId: null, hasAttempted: false });
    await jest.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().receive({ type: 'connected', data: 'renewed' });
    expect(store.getState().socket.socketId).toBe('renewed');
    // Withdrawn again at once, before any connection: the backoff, and the dialog.
    latest().drop(SOCKET_RIGHTS_WITHDRAWN);
    expect(FakeSocket.instances).toHaveLength(3);
    latest().drop(SOCKET_RIGHTS_WITHDRAWN);
    expect(store.getState().socket).toMatchObject({ socketId: null, hasAttempted: true });
    await jest.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(4);
    // And so on, until a socket connects again.
    latest().drop(SOCKET_RIGHTS_WITHDRAWN);
    await jest.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.instances).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(5);
  });

  it('closes the socket on sign-out without showing the offline dialog', () => {
    const store = createLiveStore();
    store.dispatch(authActions.sessionRestored(createSessionUser()));
    const socket = latest();
    store.dispatch(authActions.loggedOut());
    expect(socket.isClosed).toBe(true);
    expect(store.getState().socket).toMatchObject({ socketId: null, hasAttempted: false });
  });
});

describe('computeReconnectDelayMs', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 5000],
    [10, 5000],
  ])('attempt %i waits %i ms', (attempt, expected) => {
    expect(computeReconnectDelayMs(attempt)).toBe(expected);
  });
});

describe('buildSocketUrl', () => {
  it('uses the page host, with wss under https', () => {
    expect(buildSocketUrl({ protocol: 'https:', host: 'sillage.example:8443' })).toBe(
      'wss://sillage.example:8443/ws',
    );
    expect(buildSocketUrl({ protocol: 'http:', host: 'localhost:4200' })).toBe(
      'ws://localhost:4200/ws',
    );
  });
});

describe('toAction', () => {
  it('ignores the headers message', () => {
    expect(toAction({ type: 'headers', jobId: 'j', data: {} })).toBeNull();
  });
});
