import { JobReportSchema, parseJobSettings } from '@sillage/shared-types';
import { ReportState } from './report-state.js';
import { unstartedReport } from './unstarted-report.js';

describe('unstartedReport', () => {
  it('is a job report the pages read: not done, why it stopped, nothing counted', () => {
    const report = JobReportSchema.parse(
      unstartedReport('job-1', {
        status: 'abort',
        errorMessage: 'The upload was cancelled.',
        abortReason: 'upload-interrupted',
      }),
    );
    expect(report.general).toMatchObject({
      'Job-ID': 'job-1',
      'Job-Done': false,
      'nb-lines-input': 0,
      'nb-ecs': 0,
      'status-message': 'The upload was cancelled.',
      'abort-reason': 'upload-interrupted',
    });
    expect(report.general).not.toHaveProperty('status');
    expect(report.stats).toEqual({});
  });

  it('gives a refused upload its status code and message, as a failed run reports them', () => {
    const report = JobReportSchema.parse(
      unstartedReport('job-2', {
        status: 'error',
        errorCode: 413,
        errorMessage: 'The upload exceeds 1 MiB.',
      }),
    );
    expect(report.general).toMatchObject({
      'Job-ID': 'job-2',
      'Job-Done': false,
      status: 413,
      'status-message': 'The upload exceeds 1 MiB.',
    });
    expect(report.general).not.toHaveProperty('abort-reason');
  });

  it('with the settings it was accepted with, has every key of the report a run starts with', () => {
    const parsed = parseJobSettings({
      'reject-files': 'all',
      'ezpaarse-job-notifications': 'mail<a@b.org>',
    });
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const job = { date: new Date('2026-12-04T10:00:00Z'), userAgent: 'curl/7.88.1' };
    const versions = { appVersion: '9.9.9' };
    const started = new ReportState(parsed.settings, { ...job, id: 'job-3' }, versions).build();
    const report = JobReportSchema.parse(
      unstartedReport(
        'job-3',
        {
          status: 'abort',
          errorMessage: 'The upload was cancelled.',
          abortReason: 'upload-interrupted',
        },
        { settings: parsed.settings, job, versions },
      ),
    );
    for (const section of [
      'general',
      'rejets',
      'stats',
      'dedoublonnage',
      'notifications',
    ] as const) {
      expect(Object.keys(report[section] ?? {})).toEqual(
        expect.arrayContaining(Object.keys(started[section] ?? {})),
      );
    }
    expect(report.general).toMatchObject({
      'Job-Done': false,
      'ezPAARSE-version': '9.9.9',
      'Job-Date': '2026-12-04T10:00:00+00:00',
      'client-user-agent': 'curl/7.88.1',
      'status-message': 'The upload was cancelled.',
      'abort-reason': 'upload-interrupted',
    });
    expect(report.rejets['url-unknown-domains']).toBe('lines-unknown-domains.log');
  });
});
