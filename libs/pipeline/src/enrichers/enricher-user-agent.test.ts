import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages, type NetworkEnricherResources } from './network-enrichers.js';

// Crossref's etiquette (its "polite" pool) asks callers to name their software and a contact:
// without configuration Sillage sent Node's own `User-Agent: node`.
describe('the User-Agent the enrichers send', () => {
  const received: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    received.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'ok', message: { items: [] } }));
  });
  let root = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server.listen(0, '127.0.0.1', resolve);
    });
    root = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });
  const userAgentSent = async (
    resources: NetworkEnricherResources,
    headers: Record<string, string> = {},
  ) => {
    received.length = 0;
    const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const [stage] = createNetworkEnricherStages('crossref', parsed.settings, {
      cache: createMemoryEnrichmentCache(),
      baseUrls: { crossref: root },
      ...resources,
    });
    if (!stage) {
      throw new Error('no stage');
    }
    await runStage(stage, [[makeEvent({ doi: '10.1000/xyz' })]]);
    expect(received).toHaveLength(1);
    return received[0]?.['user-agent'];
  };

  it('names Sillage, its version, the instance and the contact by default', async () => {
    await expect(
      userAgentSent({
        softwareVersion: '1.4.0',
        siteUrl: 'https://stats.example.org',
        contact: 'ops@example.org',
      }),
    ).resolves.toBe('Sillage/1.4.0 (+https://stats.example.org; mailto:ops@example.org)');
  });

  it('leaves out what is not configured', async () => {
    await expect(
      userAgentSent({ softwareVersion: '1.4.0', contact: 'ops@example.org' }),
    ).resolves.toBe('Sillage/1.4.0 (mailto:ops@example.org)');
    await expect(userAgentSent({ softwareVersion: '1.4.0' })).resolves.toBe('Sillage/1.4.0');
  });

  it('gives way to SILLAGE_ENRICHER_USER_AGENT, and that to Crossref-User-Agent', async () => {
    const configured = { softwareVersion: '1.4.0', contact: 'ops@example.org', userAgent: 'lib/2' };
    await expect(userAgentSent(configured)).resolves.toBe('lib/2');
    await expect(
      userAgentSent(configured, { 'Crossref-User-Agent': 'campus/3 (mailto:c@example.org)' }),
    ).resolves.toBe('campus/3 (mailto:c@example.org)');
  });
});
