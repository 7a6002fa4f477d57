import { sql } from 'kysely';
import type { AppDatabase } from '@sillage/db';

/** Ends a lease (resolves once the database agreed). */
export type ReleaseLease = () => Promise<void>;

/** Who may synchronise the knowledge base now: one api process at a time. */
export interface CastorLease {
  /**
   * Resolves with the release function once this process holds the lease, waiting while another
   * process holds it; resolves undefined when `isCancelled` turns true while waiting.
   */
  acquire(isCancelled: () => boolean): Promise<ReleaseLease | undefined>;
}

/** Advisory-lock key of the knowledge-base sync (any constant shared by every process). */
export const CASTOR_LOCK_KEY = 7_215_004_211;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * A Postgres session-level advisory lock held on one reserved pool connection for the whole sync:
 * two api processes sharing a database never load files at the same time, and a process that dies
 * mid-sync frees the lock with its connection. PGlite is one process, where castor already runs
 * one sync at a time: the lease is then always granted.
 */
export function createCastorLease(database: AppDatabase, pollMs = 1000): CastorLease {
  if (database.driver !== 'postgres') {
    return { acquire: () => Promise.resolve(() => Promise.resolve()) };
  }
  return {
    acquire: (isCancelled) =>
      new Promise<ReleaseLease | undefined>((resolve, reject) => {
        let release: () => void = () => undefined;
        const released = new Promise<void>((done) => {
          release = done;
        });
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
          resolve(async () => {
            release();
            await session;
          });
          await released;
          await sql`select pg_advisory_unlock(${CASTOR_LOCK_KEY})`.execute(connection);
        });
        session.catch(reject);
      }),
  };
}
