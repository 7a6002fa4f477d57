import { randomBytes } from 'node:crypto';
import type { ServerMessage } from '@sillage/shared-types';

/** What the registry needs of a websocket. */
export interface LiveSocket {
  send(data: string): void;
  readonly readyState: number;
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
}

const OPEN = 1;

/** The open sockets of this api process, each bound to its session user at connect time. */
export function createSocketRegistry() {
  const sockets = new Map<string, Entry>();
  const send = (entry: Entry, message: ServerMessage) => {
    if (entry.socket.readyState === OPEN) {
      entry.socket.send(JSON.stringify(message));
    }
  };
  return {
    /** Registers a socket and returns its id (sent to it as `connected`). */
    add(socket: LiveSocket, user: SocketUser | null): string {
      const id = randomBytes(12).toString('base64url');
      sockets.set(id, { socket, user, watchesJobs: false });
      return id;
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
