import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PageLoader } from '../../shared/ui/page-loader.js';
import { JobViewTabs } from '../job-views/job-view-frame.js';
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
  return (
    <Stack gap="4">
      {uuid !== '' && <JobViewTabs jobId={uuid} />}
      <ReportView report={page.report} logging={page.logging} headingLevel="h1" />
    </Stack>
  );
}
