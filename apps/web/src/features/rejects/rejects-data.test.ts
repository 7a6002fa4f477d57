import { FUNNEL_STEP_DROPS, FUNNEL_STEPS } from '@sillage/shared-types';
import {
  buildFunnelRows,
  buildSampleGroups,
  droppedByCategory,
  readExplorer,
  rejectLabelId,
} from './rejects-data.js';
import { explorerFixture } from './rejects-fixture.js';

/** Where the pipeline drops each category (the contract both sides read). */
const PIPELINE_STEPS: Readonly<Record<string, string>> = Object.fromEntries(
  FUNNEL_STEPS.flatMap((step) => FUNNEL_STEP_DROPS[step].map((category) => [category, step])),
);

describe('the explorer fixture', () => {
  it('files each category under the step where the pipeline drops it', () => {
    for (const { step, dropped } of explorerFixture().funnel) {
      for (const category of Object.keys(dropped)) {
        expect({ category, step }).toEqual({ category, step: PIPELINE_STEPS[category] });
      }
    }
  });

  it('keeps at each step the lines of the previous one minus those it dropped', () => {
    const { funnel } = explorerFixture();
    funnel.slice(1).forEach((row, index) => {
      const lost = Object.values(row.dropped).reduce((sum, count) => sum + count, 0);
      expect(row.count).toBe((funnel[index]?.count ?? 0) - lost);
    });
  });
});

describe('reject explorer data', () => {
  it('reads the explorer of a report, and null for a report without one or a broken one', () => {
    expect(readExplorer({ general: {}, explorer: explorerFixture() })?.funnel).toHaveLength(7);
    expect(readExplorer({ general: {} })).toBeNull();
    expect(readExplorer({ explorer: { funnel: 'nope' } })).toBeNull();
    expect(readExplorer(null)).toBeNull();
  });

  it('gives each funnel step its share of the lines read and its losses, largest first', () => {
    const rows = buildFunnelRows(explorerFixture());
    expect(rows[2]).toEqual({
      step: 'relevant',
      count: 55,
      share: 0.55,
      dropped: [
        { category: 'filtered-ecs', count: 38 },
        { category: 'robots-ecs', count: 5 },
      ],
    });
    expect(rows[3]).toEqual({
      step: 'known-platform',
      count: 40,
      share: 0.4,
      dropped: [{ category: 'unknown-domains', count: 15 }],
    });
    expect(rows.at(-1)).toMatchObject({ step: 'events', count: 20, share: 0.2 });
  });

  it('lists sample groups in category order, skipping empty ones', () => {
    expect(buildSampleGroups(explorerFixture()).map((group) => group.category)).toEqual([
      'unknown-formats',
      'unknown-domains',
    ]);
  });

  it('lists the denied accesses last, under the report counter name', () => {
    const explorer = explorerFixture();
    const denied = [{ lineNumber: 9, line: 'a denied line' }];
    const groups = buildSampleGroups({
      ...explorer,
      samples: { 'denied-ecs': denied, ...explorer.samples },
    });
    expect(groups.map((group) => group.category)).toEqual([
      'unknown-formats',
      'unknown-domains',
      'denied-ecs',
    ]);
    expect(groups.at(-1)?.samples).toEqual(denied);
    expect(rejectLabelId('denied-ecs')).toBe('report.rejects.nb-denied-ecs');
  });

  it('totals the lines each category set aside', () => {
    const totals = droppedByCategory(explorerFixture());
    expect(totals.get('unknown-domains')).toBe(15);
    expect(totals.get('filtered-ecs')).toBe(38);
  });

  it('names categories with the report counter labels', () => {
    expect(rejectLabelId('filtered-ecs')).toBe('report.rejects.nb-lines-ignored');
    expect(rejectLabelId('duplicate-ecs')).toBe('report.rejects.nb-lines-duplicate-ecs');
  });
});
