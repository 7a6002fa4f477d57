import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';

/** Work a route starts after it answered, kept track of so it is neither lost nor cut off. */
export interface BackgroundTasks {
  /** Runs `task` without the caller waiting; a failure is logged on `log` with `what`, never thrown. */
  run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended (close waits on it; so can tests). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Decorates the app with `backgroundTasks`. Registered after the database and mail plugins:
 * onClose hooks run in reverse order, so close lets running tasks end before those close.
 */
export const backgroundTasksPlugin = fp(
  (app, _options, done) => {
    const running = new Set<Promise<void>>();
    const backgroundTasks: BackgroundTasks = {
      run(log, what, task) {
        const ended = Promise.resolve()
          .then(task)
          .catch((error: unknown) => {
            log.error({ err: error }, `${what} failed`);
          })
          .finally(() => {
            running.delete(ended);
          });
        running.add(ended);
      },
      async settled() {
        while (running.size > 0) {
          await Promise.all(running);
        }
      },
    };
    app.decorate('backgroundTasks', backgroundTasks);
    app.addHook('onClose', async () => {
      await backgroundTasks.settled();
    });
    done();
  },
  { name: 'background-tasks', dependencies: ['database', 'mail'] },
);
