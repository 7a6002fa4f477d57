import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createKnowledgeBaseRepository } from '@sillage/db';
import {
  CASTOR_STATE_KEY,
  createCastor,
  createCastorLease,
  listCastorSources,
  type Castor,
} from '@sillage/jobs';
import { choosePlatformPacks } from '@sillage/pipeline';
import { CastorStateSchema } from '@sillage/shared-types';
import { createDebouncer } from './debounce.js';

declare module 'fastify' {
  interface FastifyInstance {
    castor: Castor;
  }
}

export interface CastorPluginOptions {
  /** `<platform>/*.txt` folders: SILLAGE_PKB_DIRS and the admin uploads folder. */
  pkbDirs: string[];
  /** Parser packs, whose `<platform>/pkb/*.txt` are knowledge bases too. */
  platformPacks: string[];
  /** The community catalog's folder, used (once it exists) when no pack is configured. */
  defaultPlatformsPack?: string;
  uploadDir: string;
  concurrency: number;
  /** Start a sync when the app is ready (default true). */
  syncOnStart?: boolean;
}

/**
 * The knowledge-base synchroniser of this api process ("castor"): runs in the background at
 * start-up and after pack updates or uploads, broadcasts its progress as `castor:update`
 * (debounced) and publishes its state in app_config so workers can say in their traces that a
 * sync is running.
 */
export const castorPlugin = fp<CastorPluginOptions>(
  async (app, options) => {
    await mkdir(options.uploadDir, { recursive: true });
    let published: string | undefined;
    const broadcast = createDebouncer(
      () => {
        app.liveEvents.broadcast({ type: 'castor:update', data: castor.status() });
      },
      500,
      1000,
    );
    const castor: Castor = createCastor({
      repository: createKnowledgeBaseRepository(app.database.db),
      // Two api processes on one database take turns (a Postgres advisory lock).
      lease: createCastorLease(app.database),
      concurrency: options.concurrency,
      // Precedence as `sillage process --pkb … --platforms …` reads them: the folders in order,
      // then the uploads, then the packs (ADR 0079).
      listSources: async () =>
        listCastorSources([
          { dirs: [...options.pkbDirs, options.uploadDir], layout: 'kb-dirs' },
          {
            dirs: (await choosePlatformPacks(options.platformPacks, options.defaultPlatformsPack))
              .packs,
            layout: 'pack',
          },
        ]),
      onChange: (state) => {
        broadcast.trigger();
        if (state.state !== published) {
          published = state.state;
          if (state.state === 'synchronized') {
            broadcast.flush();
          }
          app.repositories.appConfig.set(CASTOR_STATE_KEY, { state: state.state }).catch(() => {
            // Workers then miss the notice in their traces; the sync itself goes on.
          });
        }
      },
      log: (level, message) => {
        app.log[level]({ module: 'castor' }, message);
      },
    });
    app.decorate('castor', castor);

    let running: Promise<unknown> | undefined;
    /** Starts a sync in the background; failures are logged, never thrown. */
    const syncInBackground = (): Promise<void> => {
      const current = castor.sync().then(
        () => undefined,
        (error: unknown) => {
          app.log.error({ err: error }, 'knowledge-base sync failed');
        },
      );
      running = current;
      return current;
    };
    app.decorate('syncKnowledgeBase', syncInBackground);
    if (options.syncOnStart !== false) {
      app.addHook('onReady', () => {
        void syncInBackground();
        return Promise.resolve();
      });
    }
    app.addHook('onClose', async () => {
      broadcast.cancel();
      await castor.stop();
      await running;
    });
    await app.register(castorStatusRoutes);
  },
  { name: 'castor', dependencies: ['database', 'live-events'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a knowledge-base sync in the background (queued after a running one). */
    syncKnowledgeBase: () => Promise<void>;
  }
}

/** `GET /castor/status` (the reference path) and `/api/castor/status`: public sync progress. */
const castorStatusRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  for (const url of ['/castor/status', '/api/castor/status']) {
    app.get(
      url,
      {
        schema: {
          tags: ['castor'],
          summary: 'Knowledge-base synchronisation progress',
          response: { 200: CastorStateSchema },
        },
      },
      () => app.castor.status(),
    );
  }
  done();
};
