import { JobReportSchema } from './job-report.schema.js';
import { isReportNoticeCode } from './report-notices.schema.js';

describe('the report notices contract', () => {
  const report = {
    general: { 'platforms-notice': null },
    rejets: {},
    stats: {},
    alerts: {
      'alert-headers': 'Unknown headers, ignored: ouput-fields (did you mean Output-Fields?)',
    },
    dedoublonnage: {},
  };

  it('keeps the notices of a report, codes and values', () => {
    const notices = [
      {
        key: 'alert-headers',
        code: 'unknown-headers',
        params: { headers: [{ name: 'ouput-fields', suggestion: 'Output-Fields' }] },
      },
      { key: 'alert-1', code: 'unknown-domain', params: { domain: 'a.example.org', percent: 13 } },
    ];
    expect(JobReportSchema.parse({ ...report, notices }).notices).toEqual(notices);
  });

  // A report written before notices, or by a newer server with a code this reader lacks.
  it('reads a report without notices, and a notice of a code it does not know', () => {
    expect(JobReportSchema.parse(report).notices).toBeUndefined();
    const notices = [{ key: 'alert-9', code: 'some-future-code', params: {} }];
    expect(JobReportSchema.parse({ ...report, notices }).notices).toEqual(notices);
    expect(isReportNoticeCode('some-future-code')).toBe(false);
    expect(isReportNoticeCode('catalog-fetching')).toBe(true);
  });
});
