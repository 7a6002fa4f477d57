import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { settleUnawaitedCompletions } from './settle-unawaited-completions.js';

interface Manager {
  complete(name: string, id: string): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): void;
}

describe('pg-boss completions while Postgres is down', () => {
  it('reports an unawaited complete() failure as an error event, not an unhandled rejection', async () => {
    settleUnawaitedCompletions();
    const ManagerClass = createRequire(import.meta.url)('pg-boss/src/manager.js') as new (
      db: unknown,
      config: unknown,
    ) => Manager;
    const down = { executeSql: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const manager = new ManagerClass(down, { schema: 'pgboss' });
    const errors: Error[] = [];
    manager.on('error', (error) => errors.push(error));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // As pg-boss's own worker loop does after a handler: not awaited.
      void manager.complete('sillage-jobs', randomUUID());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errors.map((error) => error.message)).toEqual(['connect ECONNREFUSED']);
      expect(unhandled).toEqual([]);
      // A caller that awaits still sees the failure.
      await expect(manager.complete('sillage-jobs', randomUUID())).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
