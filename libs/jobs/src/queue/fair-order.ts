import type { AppDatabase } from '@sillage/db';

/**
 * Fair turns between the people who share the workers (start-time fair queuing, each job
 * counting as one). pg-boss hands out the waiting message of highest priority, the oldest
 * first; a message's priority is minus its turn. An owner's jobs take one turn each, one after
 * the other, and a newcomer's first job takes the turn being served: so one user's twenty queued
 * jobs delay another user's single job by one job at most, not twenty, and two users queuing at
 * once are served in alternation. Turns go back to 0 whenever the queue empties.
 * Messages carry their owner (`ownerId`, read from the job's row when sent); jobs without an
 * owner (anonymous, or their account deleted) share one owner's turns; messages sent before
 * owners were carried are turn 0 of no owner.
 */

/** The owner a message is queued for: the job's owner, or null (no row, or no owner). */
export async function ownerOfJob(database: AppDatabase, jobId: string): Promise<string | null> {
  const row = await database.db
    .selectFrom('jobs')
    .select('ownerId')
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row?.ownerId ?? null;
}

/**
 * The turn of a new message of owner `$2` on queue `$1`, from pg-boss's own table (schema
 * `pgboss`): after the owner's last one still to be handled, and not before the turn being
 * served (the latest turn taken, or the one before the first waiting).
 */
export const NEXT_TURN_SQL = `SELECT GREATEST(0,
    (SELECT max(-priority) + 1 FROM pgboss.job
      WHERE name = $1 AND state IN ('created', 'retry', 'active')
        AND data->>'ownerId' IS NOT DISTINCT FROM $2::text),
    (SELECT max(-priority) FROM pgboss.job WHERE name = $1 AND state = 'active'),
    (SELECT min(-priority) - 1 FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry'))
  )::int AS turn`;
