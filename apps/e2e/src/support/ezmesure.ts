import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What the fake instance received on `POST /api/logs/{index}`. */
export interface EzmesureUpload {
  index: string;
  authorization: string | undefined;
  lines: string[];
}

export interface FakeEzmesure {
  url: string;
  uploads: EzmesureUpload[];
  close: () => Promise<void>;
}

/** A JWT-shaped token the fake accepts (three base64url parts). */
export const EZMESURE_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImUyZSJ9.c2lnbmVkLWJ5LWUyZQ';
/** Indices the fake says exist, offered as suggestions by the dialog. */
export const EZMESURE_INDICES = ['univ-e2e-2024', 'univ-e2e-2025'];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local ezMESURE speaking the two calls Sillage uses: `GET /api/logs` (the user's indices, read
 * by the browser across origins, hence CORS) and `POST /api/logs/{index}` (the job's CSV, sent by
 * the server), both with `Authorization: Bearer <token>`.
 */
export async function startFakeEzmesure(port: number): Promise<FakeEzmesure> {
  const uploads: EzmesureUpload[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.headers.authorization !== `Bearer ${EZMESURE_TOKEN}`) {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'Invalid token' }));
      return;
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/api/logs') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          indices: Object.fromEntries(EZMESURE_INDICES.map((name) => [name, { count: 0 }])),
        }),
      );
      return;
    }
    const upload = /^\/api\/logs\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && upload) {
      void readBody(request).then((body) => {
        const [, ...events] = body.split(/\r?\n/).filter((line) => line.trim() !== '');
        uploads.push({
          index: decodeURIComponent(upload[1] ?? ''),
          authorization: request.headers.authorization,
          lines: events,
        });
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            total: events.length,
            inserted: events.length,
            updated: 0,
            failed: 0,
            errors: [],
          }),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
