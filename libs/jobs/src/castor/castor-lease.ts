import { sql } from 'kysely';
import type { AppDatabase } from '@sillage/db';

/** The lease while this process holds it. */
export interface HeldLease {
  /** Ends the lease (resolves once the database agreed, or at once when it was lost). */
  release(): Promise<void>;
  /**
   * True once the connection holding the lock was lost: the database has let the lock go, so
   * another process may be syncing now, and this one must stop.
   */
  readonly lost: boolean;
}

/** Who may synchronise the knowledge base now: one api process at a time. */
export interface CastorLease {
  /**
   * Resolves with the held lease once this process holds it, waiting while another process
   * holds it; resolves undefined when `isCancelled` turns true while waiting.
   */
  acquire(isCancelled: () => boolean): Promise<HeldLease | undefined>;
}

/** Advisory-lock key of the knowledge-base sync (any constant shared by every process). */
export const CASTOR_LOCK_KEY = 7_215_004_211;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** The lease of a process alone on its database: always granted, never lost. */
const UNCONTESTED: HeldLease = { release: () => Promise.resolve(), lost: false };

/**
 * A Postgres session-level advisory lock held on one reserved pool connection for the whole sync:
 * two api processes sharing a database never load files at the same time, and a process that dies
 * mid-sync frees the lock with its connection. While held, the connection is asked a trivial
 * query every `heartbeatMs`: a connection that broke (the database restarted, a proxy cut it)
 * has lost the lock with it, which the holder learns from `lost`. PGlite is one process, where
 * castor already runs one sync at a time: the lease is then always granted.
 */
export function createCastorLease(
  database: AppDatabase,
  pollMs = 1000,
  heartbeatMs = 5000,
): CastorLease {
  if (database.driver !== 'postgres') {
    return { acquire: () => Promise.resolve(UNCONTESTED) };
  }
  return {
    acquire: (isCancelled) =>
      new Promise<HeldLease | undefined>((resolve, reject) => {
        let release: () => void = () => undefined;
        const released = new Promise<boolean>((done) => {
          release = () => {
            done(true);
          };
        });
        const held = {
          lost: false,
          release: async () => {
            release();
            await session.catch(() => undefined);
          },
        };
        const session = database.db.connection().execute(async (connection) => {
          for (;;) {
            const { rows } = await sql<{
              locked: boolean;
            }>`select pg_try_advisory_lock(${CASTOR_LOCK_KEY}) as locked`.execute(connection);
            if (rows[0]?.locked === true) {
              break;
            }
            if (isCancelled()) {
              resolve(undefined);
              return;
            }
            await wait(pollMs);
          }
          resolve(held);
          for (;;) {
            let timer: NodeJS.Timeout | undefined;
            const beat = new Promise<boolean>((done) => {
              timer = setTimeout(() => {
                done(false);
              }, heartbeatMs);
            });
            const isReleased = await Promise.race([released, beat]);
            clearTimeout(timer);
            if (isReleased) {
              break;
            }
            try {
              await sql`select 1`.execute(connection);
            } catch {
              held.lost = true;
              return;
            }
          }
          await sql`select pg_advisory_unlock(${CASTOR_LOCK_KEY})`.execute(connection);
        });
        session.catch(reject);
      }),
  };
}
