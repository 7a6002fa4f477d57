import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages } from './network-enrichers.js';

// Reference server.md §3.2: Crossref-User-Agent and Crossref-Plus-API-Token go to Crossref.
describe('headers a job sends to Crossref', () => {
  it('Crossref-User-Agent as User-Agent, Crossref-Plus-API-Token as a bearer token', async () => {
    const received: IncomingHttpHeaders[] = [];
    const server = createServer((request, response) => {
      received.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'ok', message: { items: [] } }));
    });
    await new Promise<void>((resolve) => {
      server.listen(0, '127.0.0.1', resolve);
    });
    try {
      const parsed = parseJobSettings(
        {
          'Crossref-User-Agent': 'campus-stats/1.0 (mailto:stats@example.org)',
          'Crossref-Plus-API-Token': 'secret-token',
        },
        { availableMiddlewares: PIPELINE_MIDDLEWARES },
      );
      if (!parsed.ok) {
        throw new Error(parsed.failure.message);
      }
      const { port } = server.address() as AddressInfo;
      const [stage] = createNetworkEnricherStages('crossref', parsed.settings, {
        cache: createMemoryEnrichmentCache(),
        baseUrls: { crossref: `http://127.0.0.1:${String(port)}` },
        userAgent: 'instance-default',
      });
      if (!stage) {
        throw new Error('no stage');
      }
      await runStage(stage, [[makeEvent({ doi: '10.1000/xyz' })]]);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        'user-agent': 'campus-stats/1.0 (mailto:stats@example.org)',
        'crossref-plus-api-token': 'Bearer secret-token',
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    }
  });
});
