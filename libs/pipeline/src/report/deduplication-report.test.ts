import path from 'node:path';
import { parseJobSettings } from '@sillage/shared-types';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE } from '../testing/acceptance-paths.js';
import { inputOf, runJob } from '../testing/run-job.js';
import { describeDeduplication } from './deduplication-report.js';

function settingsOf(headers: Record<string, string>) {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) throw new Error(parsed.failure.message);
  return parsed.settings;
}

// The same article twice 20 s apart, another one twice 5 s apart (the QA's dc.log).
const ARTICLE = 'http://www.sciencedirect.com:80/science/article/pii';
const DOUBLE_CLICKS = [
  `1.2.3.4 - USERA [30/Nov/2012:10:00:00 +0100] "GET ${ARTICLE}/S1046202310000411 HTTP/1.1" 200 114546`,
  `1.2.3.4 - USERA [30/Nov/2012:10:00:20 +0100] "GET ${ARTICLE}/S1046202310000411 HTTP/1.1" 200 114546`,
  `1.2.3.4 - USERA [30/Nov/2012:10:05:00 +0100] "GET ${ARTICLE}/S1360138512001719 HTTP/1.1" 200 114546`,
  `1.2.3.4 - USERA [30/Nov/2012:10:05:05 +0100] "GET ${ARTICLE}/S1360138512001719 HTTP/1.1" 200 114546`,
].join('\n');

describe('describeDeduplication', () => {
  it('restates the Double-Click headers out of COUNTER mode, as the reference does', () => {
    expect(describeDeduplication(settingsOf({ 'Double-Click-HTML': '12' }))).toMatchObject({
      activated: true,
      strategy: 'CLI',
      'window-html': 12,
      'window-pdf': 30,
      'window-misc': 30,
    });
  });

  it('says no double-click was removed when the chain leaves out the deduplicator', () => {
    const cases: Record<string, string>[] = [
      { 'ezPAARSE-Middlewares': '(only) filter, parser', 'Double-Click-HTML': '12' },
      { 'Clean-Only': 'true' },
    ];
    for (const headers of cases) {
      expect(describeDeduplication(settingsOf(headers))).toEqual({ activated: false });
    }
  });

  it('gives the 30 s COUNTER window for every format in COUNTER R5.1 mode, and no field names', () => {
    const group = describeDeduplication(
      settingsOf({ 'COUNTER-Mode': 'r51', 'Double-Click-HTML': '10', 'Double-Click-MIXED': '5' }),
    );
    expect(group).toEqual({
      activated: true,
      strategy: 'COUNTER-R5.1',
      'window-misc': 30,
      'window-html': 30,
      'window-pdf': 30,
    });
  });

  it('states the COUNTER rule when the chain leaves out the deduplicator (it runs anyway)', () => {
    expect(
      describeDeduplication(
        settingsOf({ 'COUNTER-Mode': 'r51', 'ezPAARSE-Middlewares': '(only) filter, parser' }),
      ),
    ).toMatchObject({ activated: true, strategy: 'COUNTER-R5.1' });
  });
});

describe('the report of a COUNTER R5.1 job', () => {
  let resources: PipelineResources;
  beforeAll(async () => {
    resources = await loadPipelineResources({
      exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    });
  }, 60_000);
  afterAll(async () => {
    await resources.catalog.close();
  });

  it('states the window that removed the clicks 20 s apart, not the reference 10 s', async () => {
    const reference = await runJob([inputOf({ text: DOUBLE_CLICKS })], {}, resources);
    expect(reference.report.general['nb-ecs']).toBe(3);
    expect(reference.report.dedoublonnage['window-html']).toBe(10);

    const counter = await runJob(
      [inputOf({ text: DOUBLE_CLICKS })],
      { 'COUNTER-Mode': 'r51' },
      resources,
    );
    expect(counter.report.general['nb-ecs']).toBe(2);
    expect(counter.report.dedoublonnage).toMatchObject({
      activated: true,
      'window-html': 30,
      'window-pdf': 30,
      'window-misc': 30,
    });
  }, 60_000);
});
