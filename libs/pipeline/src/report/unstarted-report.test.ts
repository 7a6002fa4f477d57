import { JobReportSchema } from '@sillage/shared-types';
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
});
