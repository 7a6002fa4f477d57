import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely } from 'kysely';
import { createDatabase, type AppDatabase } from '../create-database.js';
import type { Database } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { MIGRATIONS } from '../migrations/index.js';
import { PgliteDialect } from '../pglite-dialect.js';
import { SerialLock } from '../serial-lock.js';

/**
 * Where the migrated data folder is kept between test files and runs. Every embedded test
 * database used to run PGlite's initdb (3–5 s on a busy 2-core host, hundreds of times a run);
 * starting from this copy takes about a second. In the system's temporary folder, not the
 * checkout's: this module also runs as ESM (the fuzzer), where it has no `__dirname`.
 */
const CACHE_DIR = path.join(tmpdir(), `sillage-test-pglite-${String(userInfo().uid)}`);

/**
 * What the copy depends on: the PGlite release that wrote it (another release may not start
 * from it) and each migration's name and code. Undefined when PGlite cannot be found from the
 * working folder: then every database runs initdb, as before.
 */
function copyKey(): string | undefined {
  let pglitePackage: Buffer;
  try {
    const entry = createRequire(path.join(process.cwd(), 'index.js')).resolve(
      '@electric-sql/pglite',
    );
    pglitePackage = readFileSync(path.resolve(path.dirname(entry), '../package.json'));
  } catch {
    return undefined;
  }
  const hash = createHash('sha256').update(pglitePackage);
  for (const [name, migration] of Object.entries(MIGRATIONS)) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- source text read, never called
    hash.update(name).update(String(migration.up));
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * An in-memory PGlite started from a data folder with every migration applied: the cached copy,
 * or a new one made and cached (test files that race each write a whole copy under a name of
 * their own, then rename it into place).
 */
export async function openMigratedPglite(cacheDir = CACHE_DIR): Promise<AppDatabase> {
  return createDatabase({
    driver: 'pglite',
    dataDir: 'memory',
    ...(await migratedPgliteStart(cacheDir)),
  });
}

/**
 * The `initialData` option that starts PGlite from the migrated copy (made and cached if needed),
 * for tests that open it with options of their own; none when PGlite cannot be found (see
 * {@link copyKey}), and PGlite then runs initdb.
 */
export async function migratedPgliteStart(cacheDir = CACHE_DIR): Promise<{ initialData?: Blob }> {
  const key = copyKey();
  if (key === undefined) {
    return {};
  }
  const file = path.join(cacheDir, `${key}.tar`);
  return { initialData: readCopy(file) ?? (await makeCopy(file)) };
}

function readCopy(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

async function makeCopy(file: string): Promise<Blob> {
  const pglite = await PGlite.create();
  try {
    await migrateToLatest(
      new Kysely<Database>({
        dialect: new PgliteDialect(pglite, new SerialLock()),
        plugins: [new CamelCasePlugin()],
      }),
    );
    const copy = await pglite.dumpDataDir('none');
    mkdirSync(path.dirname(file), { recursive: true });
    const scratch = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(scratch, Buffer.from(await copy.arrayBuffer()));
    renameSync(scratch, file);
    return copy;
  } finally {
    await pglite.close();
  }
}
