import type { Action } from '@reduxjs/toolkit';
import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancel, delay, fork, put, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import {
  ServerMessageSchema,
  SOCKET_RIGHTS_WITHDRAWN,
  type ServerMessage,
} from '@sillage/shared-types';
import { toReportGroups } from '../../shared/ui/report-groups.js';
import { authActions } from '../auth/auth.slice.js';
import { pkbsActions } from '../pkbs/pkbs.slice.js';
import { platformsCatalogActions } from '../platforms-catalog/platforms-catalog.slice.js';
import { socketActions } from './socket.slice.js';

const FIRST_RETRY_DELAY_MS = 1000;
// The offline dialog stays until a reconnection succeeds: with a 30 s cap, an administrator who
// restarted or updated the server watched it for up to 30 s more once the server was back (the
// dialog closed 15–31 s after a 10–16 s restart). One socket attempt per open page every 5 s
// costs the server nothing.
const MAX_RETRY_DELAY_MS = 5000;

/** Backoff before reconnection attempt `attempt` (0-based): 1 s, 2 s, 4 s, then every 5 s. */
export function computeReconnectDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/** `ws(s)://<page host>/ws`: the real-time client talks to the page's own host (spec §4). */
export function buildSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** Turns a server message into the action of the feature that owns it (null: ignored). */
export function toAction(message: ServerMessage): Action | null {
  switch (message.type) {
    case 'connected':
      return socketActions.socketConnected(message.data);
    case 'report':
      return socketActions.reportReceived(toReportGroups(message.data));
    case 'logging':
      return socketActions.logEntryReceived({
        level: message.data.level,
        message: message.data.message,
        date: message.data.timestamp,
      });
    case 'castor:update':
      return pkbsActions.statusReceived(message.data);
    case 'platforms-catalog:update':
      return platformsCatalogActions.statusReceived(message.data);
    case 'jobs':
      return socketActions.runningJobsReceived(message.data);
    case 'update-logs':
      return socketActions.updateLogsReceived(message.data);
    case 'headers':
    case 'job:status':
    case 'pong':
    case 'error':
      return null;
  }
}

type SocketEvent = { kind: 'message'; message: ServerMessage } | { kind: 'closed'; code?: number };

/** Opens one websocket and emits its parsed messages; emits `closed` then ends when it closes. */
export function openSocketChannel(createSocket: () => WebSocket): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    let socket: WebSocket;
    try {
      socket = createSocket();
    } catch {
      // Emitting synchronously inside the subscriber is not allowed: report the failure next tick.
      const timer = setTimeout(() => {
        emit({ kind: 'closed' });
        emit(END);
      }, 0);
      return () => {
        clearTimeout(timer);
      };
    }
    socket.onmessage = (event: MessageEvent) => {
      try {
        const parsed = ServerMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) {
          emit({ kind: 'message', message: parsed.data });
        }
      } catch {
        // A message that is not JSON is not ours: ignore it.
      }
    };
    socket.onclose = (event: CloseEvent) => {
      emit({ kind: 'closed', code: event.code });
      emit(END);
    };
    return () => {
      socket.onclose = null;
      socket.close();
    };
  });
}

/**
 * Keeps one connection open, reconnecting with backoff; every drop clears the socket id. A socket
 * the server closed because its session changed (a password change renews it) reconnects at
 * once without the offline dialog: the server is there. Only when the socket before it had
 * connected, so that a server closing every socket that way still gets the backoff.
 */
export function* keepConnected(createSocket: () => WebSocket) {
  let attempt = 0;
  /** The last socket was closed that way, and none has connected since. */
  let wasWithdrawn = false;
  for (;;) {
    const channel: EventChannel<SocketEvent> = yield call(openSocketChannel, createSocket);
    let isWithdrawn = false;
    try {
      for (;;) {
        const event: SocketEvent = yield take(channel);
        if (event.kind === 'closed') {
          isWithdrawn = event.code === SOCKET_RIGHTS_WITHDRAWN;
          break;
        }
        if (event.message.type === 'connected') {
          attempt = 0;
          wasWithdrawn = false;
        }
        const action = toAction(event.message);
        if (action) {
          yield put(action);
        }
      }
    } finally {
      channel.close();
    }
    const isFirstWithdrawal = isWithdrawn && !wasWithdrawn;
    wasWithdrawn = isWithdrawn;
    if (isFirstWithdrawal) {
      yield put(socketActions.socketRebinding());
      continue;
    }
    yield put(socketActions.socketDisconnected());
    yield delay(computeReconnectDelayMs(attempt));
    attempt += 1;
  }
}

function createBrowserSocket(): WebSocket {
  return new WebSocket(buildSocketUrl(window.location));
}

/** Root saga: connected while signed in, closed on sign-out or when the session is lost. */
export function* liveEventsSaga(createSocket: () => WebSocket = createBrowserSocket) {
  for (;;) {
    yield take([authActions.sessionRestored.type, authActions.loginSucceeded.type]);
    const task: Task = yield fork(keepConnected, createSocket);
    yield take([authActions.loggedOut.type, authActions.sessionLost.type]);
    yield cancel(task);
    yield put(socketActions.socketClosedOnPurpose());
  }
}
