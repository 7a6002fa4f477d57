import { JobReportSchema } from '@sillage/shared-types';
import { unstartedAbortReport } from './unstarted-abort-report.js';

describe('unstartedAbortReport', () => {
  it('is a job report the pages read: not done, why it stopped, nothing counted', () => {
    const report = JobReportSchema.parse(
      unstartedAbortReport('job-1', 'The upload was cancelled.', 'upload-interrupted'),
    );
    expect(report.general).toMatchObject({
      'Job-ID': 'job-1',
      'Job-Done': false,
      'nb-lines-input': 0,
      'nb-ecs': 0,
      'status-message': 'The upload was cancelled.',
      'abort-reason': 'upload-interrupted',
    });
    expect(report.stats).toEqual({});
  });
});
