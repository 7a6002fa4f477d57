import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';

/** Work a route starts after it answered, kept track of so it is neither lost nor cut off. */
export interface BackgroundTasks {
  /** Runs `task` without the caller waiting; a failure is logged on `log` with `what`, never thrown. */
  run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void;
  /**
   * Holds the close until the returned release is called: for work a route awaits itself (how a
   * cut upload ended) that must still reach the database after the close cut its socket, since
   * Fastify does not wait for a route still running once its connection is gone.
   */
  hold(): () => void;
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
      hold() {
        let release = (): void => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const ended = held.finally(() => {
          running.delete(ended);
        });
        running.add(ended);
        return release;
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
