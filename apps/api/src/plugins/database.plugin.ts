import fp from 'fastify-plugin';
import {
  createAppConfigRepository,
  createCustomSettingsRepository,
  createDatabase,
  createJobsRepository,
  createSessionsRepository,
  createUsersRepository,
  migrateToLatest,
  type AppDatabase,
  type Database,
  type DatabaseOptions,
} from '@sillage/db';
import type { Kysely } from 'kysely';

/** The repositories every module uses, over the one database of the process. */
export interface Repositories {
  users: ReturnType<typeof createUsersRepository>;
  sessions: ReturnType<typeof createSessionsRepository>;
  jobs: ReturnType<typeof createJobsRepository>;
  customSettings: ReturnType<typeof createCustomSettingsRepository>;
  appConfig: ReturnType<typeof createAppConfigRepository>;
}

/** The repositories over `db`: the process's database, or one of its transactions. */
export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    jobs: createJobsRepository(db),
    customSettings: createCustomSettingsRepository(db),
    appConfig: createAppConfigRepository(db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: AppDatabase;
    repositories: Repositories;
  }
}

export interface DatabasePluginOptions {
  options: DatabaseOptions;
  /** An already open database (tests); the app then leaves closing it to the caller. */
  database?: AppDatabase | undefined;
}

/** Opens the database, brings its schema up to date, and closes it with the app. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { options, database: injected }) => {
    const database = injected ?? (await createDatabase(options));
    if (injected === undefined) {
      app.addHook('onClose', async () => {
        await database.close();
      });
    }
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) {
      app.log.info({ migrations: applied }, 'database migrated');
    }
    app.decorate('database', database);
    app.decorate('repositories', createRepositories(database.db));
  },
  { name: 'database' },
);
