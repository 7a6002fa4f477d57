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
// parameter count stays constant whatever the slice size.
const INSERT_SLICE = 5000;

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
      const rows = await db.selectFrom('kbFiles').selectAll().orderBy('location').execute();
      return rows;
    },

    /**
     * Replaces the rows of one file in a single transaction: readers see the old rows until the
     * new ones are all in. `sortKey` orders files for precedence (the first loaded row wins).
     */
    async replaceFile(
      file: Omit<KbFile, 'rowCount' | 'state' | 'syncedAt'>,
      sortKey: string,
      rows: AsyncIterable<KbRowData[]> | Iterable<KbRowData[]>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('kbFiles')
          .values({ ...file, rowCount: 0, state: 'loading' })
          .onConflict((conflict) =>
            conflict.column('location').doUpdateSet({
              platform: file.platform,
              name: file.name,
              size: file.size,
              checksum: file.checksum,
              state: 'loading',
            }),
          )
          .execute();
        await trx.deleteFrom('kbRows').where('fileLocation', '=', file.location).execute();
        let count = 0;
        for await (const chunk of rows) {
          for (let start = 0; start < chunk.length; start += INSERT_SLICE) {
            const slice = chunk.slice(start, start + INSERT_SLICE);
            await sql`
              insert into kb_rows (file_location, platform, sort_key, row_number, title_id,
                print_identifier, online_identifier, doi, data)
              select ${file.location}, ${file.platform}, ${sortKey}, n, t, p, o, d, j::jsonb
              from unnest(${slice.map((_row, index) => count + index)}::int[],
                ${slice.map((row) => keyOf(row, 'title_id'))}::text[],
                ${slice.map((row) => keyOf(row, 'print_identifier'))}::text[],
                ${slice.map((row) => keyOf(row, 'online_identifier'))}::text[],
                ${slice.map((row) => keyOf(row, 'doi'))}::text[],
                ${slice.map((row) => JSON.stringify(row))}::text[]) as r(n, t, p, o, d, j)
            `.execute(trx);
            count += slice.length;
          }
        }
        await trx
          .updateTable('kbFiles')
          .set({ rowCount: count, state: 'synced', syncedAt: new Date() })
          .where('location', '=', file.location)
          .execute();
        return count;
      });
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
      if (locations.length > 0) {
        await db.deleteFrom('kbFiles').where('location', 'in', locations).execute();
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

    async countRows(): Promise<number> {
      const row = await db
        .selectFrom('kbRows')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /**
     * The distinct non-empty values of one KBART column among a platform's rows (a manifest's
     * `pkb-domains` column gives the platform's extra hosts).
     */
    async columnValues(platform: string, column: string): Promise<string[]> {
      const result = await sql<{ value: string }>`
        select distinct rows.data ->> ${column} as value
        from kb_rows rows
        where rows.platform = ${platform} and coalesce(rows.data ->> ${column}, '') <> ''
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
