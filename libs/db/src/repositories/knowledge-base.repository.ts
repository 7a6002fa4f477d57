import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';

/** A KBART file as the knowledge base records it. */
export interface KbFile {
  /** Absolute path of the file (or `upload:<platform>/<name>` for an admin upload). */
  location: string;
  platform: string;
  name: string;
  size: number;
  /** sha256 hex of the file's bytes. */
  checksum: string;
  rowCount: number;
  state: 'loading' | 'synced';
  syncedAt: Date;
}

/** One KBART line to store: its non-empty cells by column name. */
export type KbRowData = Record<string, string>;

/** Keys of one look-up (print and online identifiers match either column). */
export interface KbLookupKeys {
  title_id?: string;
  print_identifier?: string;
  online_identifier?: string;
  doi?: string;
}

// Rows go to the server in slices this big: one statement per slice, arrays as parameters, so the
// parameter count stays constant whatever the slice size. Each slice is a statement of its own,
// and the embedded database (PGlite, on the api's thread) lets requests in between statements
// (SerialLock): a 5 000-row statement held every request for about 0.8 s on a busy 2-core host.
const INSERT_SLICE = 1000;
// Rows of a replaced or removed file are deleted in slices too, after readers stopped seeing them.
const DELETE_SLICE = 5000;

const keyOf = (row: KbRowData, name: string): string | null => {
  const value = row[name];
  return value === undefined || value === '' ? null : value;
};

/**
 * The synchronised knowledge base in Postgres: bulk replacement of one file's rows (one
 * transaction per file) and batched look-ups (one round trip per batch of events).
 */
export function createKnowledgeBaseRepository(db: Kysely<Database>) {
  return {
    async listFiles(): Promise<KbFile[]> {
      return db
        .selectFrom('kbFiles')
        .select([
          'location',
          'platform',
          'name',
          'size',
          'checksum',
          'rowCount',
          'state',
          'syncedAt',
        ])
        .orderBy('location')
        .execute();
    },

    /**
     * Replaces the rows of one file: the new rows go in as the file's next generation, slice by
     * slice (readers keep seeing the current one, and other queries run in between), then one
     * update of the file's row makes them its rows, and the old ones are deleted in slices. A
     * load that fails leaves the file as it was (ADR 0128). `sortKey` orders files for
     * precedence (the first loaded row wins).
     */
    async replaceFile(
      file: Omit<KbFile, 'rowCount' | 'state' | 'syncedAt'>,
      sortKey: string,
      rows: AsyncIterable<KbRowData[]> | Iterable<KbRowData[]>,
    ): Promise<number> {
      // A file seen for the first time is listed as loading, with no visible rows; a known one
      // stays as it is (its checksum and rows) until the new rows are in.
      await db
        .insertInto('kbFiles')
        .values({ ...file, rowCount: 0, state: 'loading' })
        .onConflict((conflict) => conflict.column('location').doNothing())
        .execute();
      const current = await visibleGeneration(db, file.location);
      // Rows of a load cut short (a stop, a crash) before this one.
      await deleteRowsOutside(db, file.location, current);
      const next = current + 1;
      let count = 0;
      try {
        for await (const chunk of rows) {
          for (let start = 0; start < chunk.length; start += INSERT_SLICE) {
            const slice = chunk.slice(start, start + INSERT_SLICE);
            await sql`
              insert into kb_rows (file_location, platform, sort_key, row_number, title_id,
                print_identifier, online_identifier, doi, data, generation)
              select ${file.location}, ${file.platform}, ${sortKey}, n, t, p, o, d, j::jsonb, ${next}
              from unnest(${slice.map((_row, index) => count + index)}::int[],
                ${slice.map((row) => keyOf(row, 'title_id'))}::text[],
                ${slice.map((row) => keyOf(row, 'print_identifier'))}::text[],
                ${slice.map((row) => keyOf(row, 'online_identifier'))}::text[],
                ${slice.map((row) => keyOf(row, 'doi'))}::text[],
                ${slice.map((row) => JSON.stringify(row))}::text[]) as r(n, t, p, o, d, j)
            `.execute(db);
            count += slice.length;
          }
        }
      } catch (error) {
        await deleteRowsOutside(db, file.location, current);
        throw error;
      }
      await db
        .updateTable('kbFiles')
        .set({
          platform: file.platform,
          name: file.name,
          size: file.size,
          checksum: file.checksum,
          rowCount: count,
          state: 'synced',
          syncedAt: new Date(),
          generation: next,
        })
        .where('location', '=', file.location)
        .execute();
      await deleteRowsOutside(db, file.location, next);
      return count;
    },

    /**
     * Marks an unchanged file as seen by this sync and gives its rows `sortKey` when it differs
     * (its folder moved in the precedence order, or the key's form changed).
     */
    async touchFile(location: string, sortKey?: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('kbFiles')
          .set({ syncedAt: new Date() })
          .where('location', '=', location)
          .execute();
        if (sortKey !== undefined) {
          await trx
            .updateTable('kbRows')
            .set({ sortKey })
            .where('fileLocation', '=', location)
            .where('sortKey', '<>', sortKey)
            .execute();
        }
      });
    },

    /** Removes files (and their rows) no longer present. */
    async deleteFiles(locations: readonly string[]): Promise<void> {
      for (const location of locations) {
        // Hidden at once (no row has a negative generation), then emptied in slices; `loading`
        // so that a stop half way never leaves it looking synced, and a sync loads it again if
        // it comes back.
        await db
          .updateTable('kbFiles')
          .set({ generation: -1, state: 'loading' })
          .where('location', '=', location)
          .execute();
        await deleteRowsOutside(db, location, -1);
        await db.deleteFrom('kbFiles').where('location', '=', location).execute();
      }
    },

    /**
     * Changes whenever a sync loaded, replaced, touched or removed a file: a process that read
     * something of the knowledge base once (a `pkb-domains` platform's hosts) reads it again.
     */
    async contentStamp(): Promise<string> {
      const row = await db
        .selectFrom('kbFiles')
        .select([
          sql<string>`count(*)::text`.as('files'),
          sql<string | null>`max(synced_at)::text`.as('syncedAt'),
        ])
        .where('state', '=', 'synced')
        .executeTakeFirst();
      return `${row?.files ?? '0'}:${row?.syncedAt ?? ''}`;
    },

    /** Rows readers see. */
    async countRows(): Promise<number> {
      const row = await db
        .selectFrom('kbRows')
        .innerJoin('kbFiles', (join) =>
          join
            .onRef('kbFiles.location', '=', 'kbRows.fileLocation')
            .onRef('kbFiles.generation', '=', 'kbRows.generation'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /**
     * The distinct non-empty values of one KBART column among a platform's rows (a manifest's
     * `pkb-domains` column gives the platform's extra hosts). Read from the platform's files
     * through the rows' file index: no index leads from a platform alone to its rows, and a scan
     * of the whole table (240 000 rows for the acceptance set) took 100–180 ms a platform on the
     * embedded database, on the thread that serves every request.
     */
    async columnValues(platform: string, column: string): Promise<string[]> {
      const result = await sql<{ value: string }>`
        select distinct rows.data ->> ${column} as value
        from kb_files files
        join kb_rows rows
          on rows.file_location = files.location and rows.generation = files.generation
        where files.platform = ${platform} and rows.platform = ${platform}
          and coalesce(rows.data ->> ${column}, '') <> ''
        order by value
      `.execute(db);
      return result.rows.map((row) => row.value);
    },

    /**
     * One answer per request, same order: the first row (file order, then line order) of the
     * platform matching any of the keys; undefined when none does.
     */
    async lookupBatch(
      requests: readonly { platform: string; keys: KbLookupKeys }[],
    ): Promise<(KbRowData | undefined)[]> {
      if (requests.length === 0) {
        return [];
      }
      const nullable = (value: string | undefined) =>
        value === undefined || value === '' ? null : value;
      // As text: the CamelCasePlugin would rename the KBART columns of a jsonb object.
      const result = await sql<{ i: number; data: string }>`
        select r.i, k.data::text as data
        from unnest(${requests.map((_request, index) => index)}::int[],
          ${requests.map((request) => request.platform)}::text[],
          ${requests.map((request) => nullable(request.keys.title_id))}::text[],
          ${requests.map((request) => nullable(request.keys.print_identifier))}::text[],
          ${requests.map((request) => nullable(request.keys.online_identifier))}::text[],
          ${requests.map((request) => nullable(request.keys.doi))}::text[])
          as r(i, platform, title_id, print_id, online_id, doi)
        cross join lateral (
          select rows.data from kb_rows rows
          join kb_files files
            on files.location = rows.file_location and files.generation = rows.generation
          where rows.platform = r.platform and (
            rows.title_id = r.title_id
            or rows.print_identifier = r.print_id or rows.print_identifier = r.online_id
            or rows.online_identifier = r.print_id or rows.online_identifier = r.online_id
            or rows.doi = r.doi)
          order by rows.sort_key, rows.row_number
          limit 1
        ) k
      `.execute(db);
      const answers: (KbRowData | undefined)[] = requests.map(() => undefined);
      for (const row of result.rows) {
        answers[row.i] = JSON.parse(row.data) as KbRowData;
      }
      return answers;
    },
  };
}

export type KnowledgeBaseRepository = ReturnType<typeof createKnowledgeBaseRepository>;

/** The generation of a file's rows that readers see (0 for a file not listed). */
async function visibleGeneration(db: Kysely<Database>, location: string): Promise<number> {
  const row = await db
    .selectFrom('kbFiles')
    .select('generation')
    .where('location', '=', location)
    .executeTakeFirst();
  return row?.generation ?? 0;
}

/** Deletes a file's rows of every generation but `kept`, a slice per statement. */
async function deleteRowsOutside(
  db: Kysely<Database>,
  location: string,
  kept: number,
): Promise<void> {
  for (;;) {
    const result = await sql`
      delete from kb_rows where ctid = any(array(
        select ctid from kb_rows
        where file_location = ${location} and generation <> ${kept}
        limit ${DELETE_SLICE}))
    `.execute(db);
    if (Number(result.numAffectedRows ?? 0) < DELETE_SLICE) {
      return;
    }
  }
}
