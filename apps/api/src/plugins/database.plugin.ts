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
  type DatabaseOptions,
} from '@sillage/db';

/** The repositories every module uses, over the one database of the process. */
export interface Repositories {
  users: ReturnType<typeof createUsersRepository>;
  sessions: ReturnType<typeof createSessionsRepository>;
  jobs: ReturnType<typeof createJobsRepository>;
  customSettings: ReturnType<typeof createCustomSettingsRepository>;
  appConfig: ReturnType<typeof createAppConfigRepository>;
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
    app.decorate('repositories', {
      users: createUsersRepository(database.db),
      sessions: createSessionsRepository(database.db),
      jobs: createJobsRepository(database.db),
      customSettings: createCustomSettingsRepository(database.db),
      appConfig: createAppConfigRepository(database.db),
    });
  },
  { name: 'database' },
);
