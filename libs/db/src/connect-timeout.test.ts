import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createDatabase } from './create-database.js';

describe('a Postgres server that never answers', () => {
  it('fails the ping instead of holding it (and the start-up) for minutes', async () => {
    // Accepts connections and says nothing, as a server behind a black-holing firewall.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const database = await createDatabase({
      driver: 'postgres',
      url: `postgres://sillage@127.0.0.1:${String(port)}/sillage`,
      connectTimeoutMs: 200,
    });
    try {
      expect(await database.ping()).toBe(false);
    } finally {
      await database.close();
      for (const socket of sockets) {
        socket.destroy();
      }
      await new Promise((resolve) => silent.close(resolve));
    }
    // A hang guard (without the limit the ping never ends), not a speed check.
  }, 20_000);
});
