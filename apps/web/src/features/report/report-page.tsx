import { Card, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PageLoader } from '../../shared/ui/page-loader.js';
import { BackToJobsNotice } from '../job-views/back-to-jobs-notice.js';
import { JobViewTabs } from '../job-views/job-view-frame.js';
import { reportMessages } from './report.messages.js';
import { ReportView } from './report-view.js';
import { reportActions, selectReportPage } from './report.slice.js';

/** `/report/{uuid?}`: the report, charts and dated traces of a job. */
export function ReportPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { uuid = '' } = useParams();
  const page = useAppSelector(selectReportPage);

  useEffect(() => {
    dispatch(reportActions.reportPageOpened(uuid));
  }, [dispatch, uuid]);

  if (page.status !== 'done' || page.jobId !== uuid) {
    return <PageLoader label={intl.formatMessage(commonMessages.loading)} />;
  }
  if (uuid !== '' && page.report === null) {
    return <ReportLoadError />;
  }
  return (
    <Stack gap="4">
      {uuid !== '' && <JobViewTabs jobId={uuid} />}
      <ReportView report={page.report} logging={page.logging} headingLevel="h1" />
    </Stack>
  );
}

/**
 * A job whose report could not be read (unknown id, purged, not the user's): its other views
 * would fail alike, so no tabs, only the error and the way back to the list of jobs.
 */
function ReportLoadError() {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h1" size="md">
          <FormattedMessage {...reportMessages.title} />
        </Heading>
      </Card.Header>
      <Card.Body>
        <BackToJobsNotice>
          <FormattedMessage {...reportMessages.cannotLoad} />
        </BackToJobsNotice>
      </Card.Body>
    </Card.Root>
  );
}
