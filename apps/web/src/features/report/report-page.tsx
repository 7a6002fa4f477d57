import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PageLoader } from '../../shared/ui/page-loader.js';
import { BackToJobsNotice } from '../job-views/back-to-jobs-notice.js';
import { JobViewTabs } from '../job-views/job-view-frame.js';
import { jobViewsMessages } from '../job-views/job-views.messages.js';
import { reportMessages } from './report.messages.js';
import { ReportView } from './report-view.js';
import { isReportUnderWay } from './report-data.js';
import { ReportFailureNotice } from './report-failure-notice.js';
import { reportActions, selectReportPage } from './report.slice.js';

/** `/report/{uuid?}`: the report, charts and dated traces of a job. */
export function ReportPage() {
  const { uuid = '' } = useParams();
  // Without a job there is nothing to ask the server for (it would be `/api/logs//…`).
  return uuid === '' ? (
    <ReportNotice>
      <FormattedMessage {...reportMessages.noJobChosen} />
    </ReportNotice>
  ) : (
    <JobReport jobId={uuid} />
  );
}

function JobReport({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectReportPage);

  useEffect(() => {
    dispatch(reportActions.reportPageOpened(jobId));
    return () => {
      dispatch(reportActions.reportPageClosed());
    };
  }, [dispatch, jobId]);

  if (page.status !== 'done' || page.jobId !== jobId) {
    return <PageLoader label={intl.formatMessage(commonMessages.loading)} />;
  }
  if (page.report === null) {
    // Unknown id, purged, not the user's: its other views would fail alike, so no tabs. The
    // words are theirs for a job the server does not know.
    return (
      <ReportNotice>
        <FormattedMessage
          {...(page.isMissing ? jobViewsMessages.jobNotFound : reportMessages.cannotLoad)}
        />
      </ReportNotice>
    );
  }
  // A job under way has no result yet for its other views: the report alone, which follows it.
  const isUnderWay = isReportUnderWay(page.report);
  return (
    <Stack gap="4">
      {isUnderWay ? (
        <Text role="status" color="fg.muted" data-testid="report-under-way">
          <FormattedMessage {...reportMessages.underWay} />
        </Text>
      ) : (
        <JobViewTabs jobId={jobId} />
      )}
      <ReportFailureNotice report={page.report} />
      <ReportView report={page.report} logging={page.logging} headingLevel="h1" />
    </Stack>
  );
}

/** Why the page shows no report, with only the way back to the list of jobs. */
function ReportNotice({ children }: { children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h1" size="md">
          <FormattedMessage {...reportMessages.title} />
        </Heading>
      </Card.Header>
      <Card.Body>
        <BackToJobsNotice>{children}</BackToJobsNotice>
      </Card.Body>
    </Card.Root>
  );
}
