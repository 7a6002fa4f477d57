import net from 'node:net';
import { sql } from 'kysely';
import { createDatabase } from './create-database.js';
import { isDatabaseUnreachable } from './database-unreachable.js';
import { createScratchPostgresDatabase, type ScratchDatabase } from './testing/index.js';

/** A TCP relay to Postgres whose connections the test can drop, as a server restart does. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    dropAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

onPostgres('a Postgres connection lost mid-transaction', () => {
  let scratch: ScratchDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(serverUrl ?? '');
    relay = await startRelay(new URL(scratch.url));
    process.on('uncaughtException', record);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    relay.dropAll();
    await relay.close();
    await scratch.drop();
  });

  it('fails the next statement instead of crashing the process, and the pool recovers', async () => {
    const url = new URL(scratch.url);
    url.host = `127.0.0.1:${relay.port}`;
    const database = await createDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 });
    try {
      const outcome = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The checked-out client sits between statements when its server goes away.
        relay.dropAll();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 2`.execute(trx);
      });
      const error = await outcome.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(String(error)).toMatch(/terminated|closed|not queryable|ECONNRESET/i);
      // What the api answers with 503: the server went away, the query was not wrong.
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(uncaught).toEqual([]);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});

onPostgres('a Postgres server that refuses connections', () => {
  it('gives an error that says the database cannot be reached', async () => {
    // A port nothing listens on: bound, then released.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
    const url = new URL(serverUrl ?? '');
    url.host = `127.0.0.1:${port}`;
    const database = await createDatabase({ driver: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      const error = await sql`select 1`.execute(database.db).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isDatabaseUnreachable(error)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
