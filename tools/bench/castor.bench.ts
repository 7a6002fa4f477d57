// Synchronises a knowledge-base folder into Postgres and prints files, rows and time (target for
// the ~240 000 rows of the acceptance corpus: under 60 s). A second run shows the unchanged-file skip.
// Run: DATABASE_URL=postgres://… npm run bench -- castor [pkb-folder]
import path from 'node:path';
import { createDatabase, createKnowledgeBaseRepository, migrateToLatest } from '@sillage/db';
import { createCastor } from '@sillage/jobs';
import { listKnowledgeBaseFiles } from '@sillage/pipeline';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url === undefined) {
    console.error('castor bench: set DATABASE_URL (a throw-away Postgres database)');
    process.exit(2);
  }
  const dir = process.argv[2] ?? path.resolve(process.cwd(), '../shared/acceptance/pkb');
  const database = await createDatabase({ driver: 'postgres', url });
  try {
    await migrateToLatest(database.db);
    await database.executeSql('delete from kb_files');
    const castor = createCastor({
      repository: createKnowledgeBaseRepository(database.db),
      listSources: async () =>
        (await listKnowledgeBaseFiles([dir], 'kb-dirs')).map(({ platform, file }) => ({
          platform,
          file,
        })),
    });
    const first = await castor.sync();
    const second = await castor.sync();
    console.log(`castor: ${dir}`);
    console.log(`  files         ${String(first.files)} (${String(first.errors.length)} errors)`);
    console.log(`  rows          ${String(first.totalRows)}`);
    console.log(`  full sync     ${String(first.durationMs)} ms`);
    console.log(
      `  unchanged     ${String(second.durationMs)} ms (${String(second.skipped)} skipped)`,
    );
  } finally {
    await database.close();
  }
}

await main();
