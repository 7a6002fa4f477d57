import type { PlatformCatalog, RecognitionResult } from '../engine/ports.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createRecognitionStage } from './recognition.stage.js';

function catalogAnswering(result: RecognitionResult): PlatformCatalog {
  return { platforms: [], version: {}, recognize: () => result, close: () => Promise.resolve() };
}

describe('recognition stage', () => {
  it.each([
    [{ kind: 'unknown-domain' } as const, 'unknown-domains'],
    [{ kind: 'filtered' } as const, 'filtered-ecs'],
    [{ kind: 'unqualified', platform: 'sd' } as const, 'unqualified-ecs'],
  ])('rejects %j as %s', async (result, category) => {
    const run = await runStage(createRecognitionStage(catalogAnswering(result), {}), [
      [makeEvent({ url: 'http://u.org/', domain: 'u.org' })],
    ]);
    expect(run.rejected.map((r) => r.category)).toEqual([category]);
  });

  it('notes unknown domains for the alerts', async () => {
    const run = await runStage(
      createRecognitionStage(catalogAnswering({ kind: 'unknown-domain' }), {}),
      [[makeEvent({ url: 'http://u.org/', domain: 'u.org' })]],
    );
    expect(run.unknownDomains).toEqual(['u.org']);
  });

  it('copies the platform, its names and the parser fields, and marks denied results', async () => {
    const catalog = catalogAnswering({
      kind: 'recognized',
      platform: 'sd',
      platformName: 'Science Direct',
      publisherName: 'Elsevier',
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: 'S1' },
      granted: false,
    });
    const run = await runStage(createRecognitionStage(catalog, {}), [
      [makeEvent({ url: 'http://s.org/', domain: 's.org' })],
    ]);
    expect(run.passed[0]?.fields).toMatchObject({
      platform: 'sd',
      platform_name: 'Science Direct',
      publisher_name: 'Elsevier',
      rtype: 'ARTICLE',
      mime: 'PDF',
      unitid: 'S1',
    });
    expect(run.passed[0]?.granted).toBe(false);
  });

  it('passes Force-Parser, Filter-Platforms and wildcards on, and applies Force-ECField-Publisher', async () => {
    const recognize = jest.fn<RecognitionResult, unknown[]>(() => ({
      kind: 'recognized',
      platform: 'sd',
      platformName: 'SD',
      publisherName: 'Elsevier',
      fields: {},
      granted: true,
    }));
    const catalog: PlatformCatalog = {
      platforms: [],
      version: {},
      recognize,
      close: () => Promise.resolve(),
    };
    const stage = createRecognitionStage(catalog, {
      forceParser: 'sd',
      filterPlatforms: ['sd'],
      allowDomainWildcards: true,
      forcePublisher: 'ACME',
    });
    const run = await runStage(stage, [[makeEvent({ url: '/a' })]]);
    expect(recognize.mock.calls[0]?.[1]).toEqual({
      forceParser: 'sd',
      filterPlatforms: ['sd'],
      allowDomainWildcards: true,
    });
    expect(run.passed[0]?.fields.publisher_name).toBe('ACME');
  });
});
