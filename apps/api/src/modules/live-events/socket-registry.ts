import { randomBytes } from 'node:crypto';
import { SOCKET_RIGHTS_WITHDRAWN, type ServerMessage } from '@sillage/shared-types';
import { clientAddressKey } from '../../http/client-address.js';

/** What the registry needs of a websocket. */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

/** How a socket's rights were given: its session (null for Basic or anonymous) and address. */
export interface SocketOrigin {
  sessionId: string | null;
  address: string;
}

/** The user a socket was bound to when it connected (null: anonymous). */
export interface SocketUser {
  id: string;
  group: string;
}

interface Entry {
  socket: LiveSocket;
  user: SocketUser | null;
  watchesJobs: boolean;
  origin: SocketOrigin;
}

const OPEN = 1;

/**
 * The open sockets of this api process, each bound to its session user at connect time and
 * re-bound (or closed) by `recheck` when that session ends or the account changes.
 */
export function createSocketRegistry() {
  const sockets = new Map<string, Entry>();
  const send = (entry: Entry, message: ServerMessage) => {
    if (entry.socket.readyState === OPEN) {
      entry.socket.send(JSON.stringify(message));
    }
  };
  return {
    /** Registers a socket and returns its id (sent to it as `connected`). */
    add(
      socket: LiveSocket,
      user: SocketUser | null,
      origin: SocketOrigin = { sessionId: null, address: '' },
    ): string {
      const id = randomBytes(12).toString('base64url');
      sockets.set(id, { socket, user, watchesJobs: false, origin });
      return id;
    },
    /**
     * Open sockets from one client (anonymous ones included), counted as the guessing limits
     * count: by IPv4 address, or by the /64 of an IPv6 one (one client holds a whole /64).
     */
    countFrom: (address: string) => {
      const key = clientAddressKey(address);
      return [...sockets.values()].filter((entry) => clientAddressKey(entry.origin.address) === key)
        .length;
    },
    /**
     * Asks `current` who each signed-in socket acts for now: null closes the socket (session
     * ended, account deleted); another group re-binds it (a demoted admin stops watching jobs
     * and getting admin messages). Sockets that went away meanwhile are skipped.
     */
    async recheck(
      current: (user: SocketUser, origin: SocketOrigin) => Promise<SocketUser | null>,
    ): Promise<void> {
      for (const [id, entry] of [...sockets]) {
        if (entry.user === null) {
          continue;
        }
        const now = await current(entry.user, entry.origin);
        if (sockets.get(id) !== entry) {
          continue;
        }
        if (now === null) {
          sockets.delete(id);
          entry.socket.close(SOCKET_RIGHTS_WITHDRAWN, 'rightsWithdrawn');
        } else if (now.group !== entry.user.group) {
          entry.user = now;
          entry.watchesJobs &&= now.group === 'admin';
        }
      }
    },
    remove(id: string) {
      sockets.delete(id);
    },
    get: (id: string) => sockets.get(id),
    /** Subscribes an admin's socket to `jobs`; false for unknown sockets and other users. */
    watchJobs(id: string, userId?: string): boolean {
      const entry = sockets.get(id);
      if (entry?.user?.group !== 'admin' || (userId !== undefined && entry.user.id !== userId)) {
        return false;
      }
      entry.watchesJobs = true;
      return true;
    },
    /** Sends a job message to the job's socket, only when it belongs to the owner or an admin. */
    sendToJobSocket(
      socketId: string | null,
      ownerId: string | null,
      message: ServerMessage,
    ): boolean {
      const entry = socketId === null ? undefined : sockets.get(socketId);
      const user = entry?.user;
      if (entry === undefined || !user || (user.group !== 'admin' && user.id !== ownerId)) {
        return false;
      }
      send(entry, message);
      return true;
    },
    sendToJobWatchers(message: ServerMessage) {
      for (const entry of sockets.values()) {
        if (entry.watchesJobs) {
          send(entry, message);
        }
      }
    },
    /** Sends a message to every open socket (public news such as `castor:update`). */
    broadcast(message: ServerMessage) {
      for (const entry of sockets.values()) {
        send(entry, message);
      }
    },
    /** Sends a message to every socket of an admin (`update-logs`). */
    sendToAdmins(message: ServerMessage) {
      for (const entry of sockets.values()) {
        if (entry.user?.group === 'admin') {
          send(entry, message);
        }
      }
    },
    hasJobWatchers: () => [...sockets.values()].some((entry) => entry.watchesJobs),
    send,
    size: () => sockets.size,
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
