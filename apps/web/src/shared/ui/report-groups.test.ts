import { toReportGroups } from './report-groups.js';

describe('toReportGroups', () => {
  it('keeps object groups in their order and drops other fields', () => {
    const groups = toReportGroups({
      general: { 'nb-ecs': 3 },
      version: '1.0',
      files: ['a.log'],
      rejets: {},
      nothing: null,
    });
    expect(groups).toEqual({ general: { 'nb-ecs': 3 }, rejets: {} });
    expect(Object.keys(groups)).toEqual(['general', 'rejets']);
  });
});
