import { createRequire } from 'node:module';

interface ManagerPrototype {
  complete: (this: ManagerPrototype, ...args: unknown[]) => Promise<unknown>;
  fail: (this: ManagerPrototype, ...args: unknown[]) => Promise<unknown>;
  emit: (event: string, error: unknown) => boolean;
}

let installed = false;

/**
 * pg-boss 10 calls `complete` / `fail` after a handler without awaiting them (manager.js,
 * `onFetch`). When Postgres is unreachable at that moment (a restart), the rejection is
 * unhandled and Node ends the worker process. This wraps both methods once per process so such
 * a rejection is reported as the boss's `error` event instead; callers that await still see it.
 * The message stays active and expires later; the job row, not the message, holds the outcome.
 */
export function settleUnawaitedCompletions(): void {
  if (installed) {
    return;
  }
  installed = true;
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
    prototype: ManagerPrototype;
  };
  const proto = Manager.prototype;
  for (const name of ['complete', 'fail'] as const) {
    const original = proto[name];
    proto[name] = function (this: ManagerPrototype, ...args: unknown[]) {
      const result = original.apply(this, args);
      result.catch((error: unknown) => {
        this.emit('error', error);
      });
      return result;
    };
  }
}
