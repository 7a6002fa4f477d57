import type { KnowledgeBase } from '../engine/ports.js';
import { UrlDerived } from '../engine/url-derived.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createTraceLogger } from '../traces/trace-logger.js';
import { createKnowledgeBaseStage } from './knowledge-base.stage.js';

describe('knowledge-base stage', () => {
  it('traces each KBART file the knowledge base could not read, once, and enriches from the rest', async () => {
    const unread = [
      { file: 'sd/SD_2020.txt', reason: 'larger than the 2 GiB a KBART file may be' },
    ];
    const stage = createKnowledgeBaseStage({
      lookupBatch: (requests) =>
        Promise.resolve(requests.map(() => ({ publication_title: 'Still here' }))),
      unreadFiles: () => unread,
    });
    const traces: string[] = [];
    const run = await runStage(
      stage,
      [
        [makeEvent({ platform: 'sd', title_id: 'a' })],
        [makeEvent({ platform: 'sd', title_id: 'b' })],
      ],
      { trace: createTraceLogger('warn', (line) => traces.push(line)) },
    );
    expect(run.passed.map((event) => event.fields.publication_title)).toEqual([
      'Still here',
      'Still here',
    ]);
    expect(traces.filter((line) => line.includes('sd/SD_2020.txt'))).toEqual([
      expect.stringContaining(
        'knowledge-base file sd/SD_2020.txt could not be read (larger than the 2 GiB a KBART file may be): its rows are left out',
      ),
    ]);
    expect(run.counters.get('enhancement-errors')).toBeUndefined();
  });

  it('looks up a whole batch at once, fills only missing fields and caches answers per job', async () => {
    const lookupBatch = jest.fn<
      ReturnType<KnowledgeBase['lookupBatch']>,
      Parameters<KnowledgeBase['lookupBatch']>
    >((requests) =>
      Promise.resolve(
        requests.map((request) =>
          request.keys.title_id === 'nrc'
            ? {
                title_id: 'nrc',
                publication_title: 'Nature Reviews Cancer',
                online_identifier: '1474-1768',
                print_identifier: 'PRINT',
              }
            : undefined,
        ),
      ),
    );
    const stage = createKnowledgeBaseStage({ lookupBatch });
    const events = [
      makeEvent({ platform: 'npg', title_id: 'nrc', print_identifier: '1474-175X' }),
      makeEvent({ platform: 'npg', title_id: 'nrc' }),
      makeEvent({ platform: 'npg', title_id: 'other' }),
      makeEvent({ title_id: 'nrc' }),
      makeEvent({ platform: 'npg' }),
    ];
    const run = await runStage(stage, [events, [makeEvent({ platform: 'npg', title_id: 'nrc' })]]);
    expect(lookupBatch).toHaveBeenCalledTimes(1);
    expect(lookupBatch.mock.calls[0]?.[0]).toEqual([
      { platform: 'npg', keys: { title_id: 'nrc', print_identifier: '1474-175X' } },
      { platform: 'npg', keys: { title_id: 'nrc' } },
      { platform: 'npg', keys: { title_id: 'other' } },
    ]);
    expect(run.passed[0]?.fields).toEqual({
      platform: 'npg',
      title_id: 'nrc',
      print_identifier: '1474-175X',
      publication_title: 'Nature Reviews Cancer',
      online_identifier: '1474-1768',
    });
    expect(run.passed[5]?.fields.publication_title).toBe('Nature Reviews Cancer');
    expect(run.passed[3]?.fields.publication_title).toBeUndefined();
    expect(run.passed).toHaveLength(6);
  });

  it('counts enhancement-errors and keeps events when the look-up fails', async () => {
    const stage = createKnowledgeBaseStage({
      lookupBatch: () => Promise.reject(new Error('db down')),
    });
    const run = await runStage(stage, [[makeEvent({ platform: 'sd', doi: '10.1/x' })]]);
    expect(run.passed).toHaveLength(1);
    expect(run.counters.get('enhancement-errors')).toBe(1);
  });

  it('still enriches the cached events of a batch whose look-ups fill the cache up', async () => {
    const stage = createKnowledgeBaseStage({
      lookupBatch: (requests) =>
        Promise.resolve(
          requests.map((request) => ({
            publication_title: `Title ${request.keys.title_id ?? ''}`,
          })),
        ),
    });
    const known = () => makeEvent({ platform: 'npg', title_id: 'known' });
    // The second batch's 50 000 new titles empty the per-job cache (50 000 answers) once asked.
    const flood = Array.from({ length: 50_000 }, (_, index) =>
      makeEvent({ platform: 'npg', title_id: `t${String(index)}` }),
    );
    const run = await runStage(stage, [[known()], [known(), ...flood]]);
    expect(run.passed[1]?.fields.publication_title).toBe('Title known');
    expect(run.passed.at(-1)?.fields.publication_title).toBe('Title t49999');
  });

  it("joins the events of one URL answer once, and again where their keys differ or another job's stage kept the join", async () => {
    const lookupBatch = jest.fn<
      ReturnType<KnowledgeBase['lookupBatch']>,
      Parameters<KnowledgeBase['lookupBatch']>
    >((requests) =>
      Promise.resolve(
        requests.map((request) => ({
          title_id: request.keys.title_id ?? '',
          publication_title: `Title of ${request.keys.title_id ?? '?'}`,
          print_identifier: 'PRINT',
        })),
      ),
    );
    const stage = createKnowledgeBaseStage({ lookupBatch });
    const derived = new UrlDerived();
    const ofUrl = (fields: Record<string, string>) => {
      const event = makeEvent(fields);
      event.derived = derived;
      return event;
    };
    const first = await runStage(stage, [[ofUrl({ platform: 'npg', title_id: 'nrc' })]]);
    expect(first.passed[0]?.fields.publication_title).toBe('Title of nrc');
    expect(derived.joined).toMatchObject({
      platform: 'npg',
      title_id: 'nrc',
      print_identifier: undefined,
    });

    // The same URL answer with other keys (a stage before changed them) is joined on its own keys.
    const again = await runStage(stage, [
      [ofUrl({ platform: 'npg', title_id: 'nrc' }), ofUrl({ platform: 'npg', title_id: 'nrm' })],
    ]);
    expect(again.passed.map((event) => event.fields.publication_title)).toEqual([
      'Title of nrc',
      'Title of nrm',
    ]);
    expect(
      lookupBatch.mock.calls.map(([requests]) => requests.map((r) => r.keys.title_id)),
    ).toEqual([['nrc'], ['nrm']]);

    // A kept join is another job's knowledge base's answer: a new stage looks up on its own.
    const otherJob = createKnowledgeBaseStage({ lookupBatch });
    derived.joined = undefined;
    await runStage(stage, [[ofUrl({ platform: 'npg', title_id: 'nrc' })]]);
    await runStage(otherJob, [[ofUrl({ platform: 'npg', title_id: 'nrc' })]]);
    expect(lookupBatch).toHaveBeenCalledTimes(3);
  });
});
