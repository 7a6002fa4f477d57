import { Button, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdDownload } from 'react-icons/md';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { JobViewFrame } from '../job-views/job-view-frame.js';
import { counterFileUrl, jobViewsApi } from '../job-views/job-views.api.js';
import { useJobData } from '../job-views/use-job-data.js';
import { CounterView } from './counter-view.js';
import { counterMessages } from './counter.messages.js';

/** `/report/{uuid}/counter`: the COUNTER R5.1 tables of a job run with `COUNTER-Mode: r51`. */
export function CounterPage() {
  const { uuid = '' } = useParams();
  const data = useJobData(uuid, () => jobViewsApi.fetchCounter(uuid));
  const hasReport = data.status === 'ready' && data.data !== null;
  return (
    <JobViewFrame
      jobId={uuid}
      title={counterMessages.title}
      data={data}
      actions={
        hasReport && (
          <>
            <Button asChild size="sm" colorPalette="teal">
              <a href={counterFileUrl(uuid, 'counter.csv')} download>
                <MdDownload aria-hidden="true" />
                <FormattedMessage {...counterMessages.downloadAll} />
              </a>
            </Button>
            <Button asChild size="sm" colorPalette="teal" variant="subtle">
              <a href={counterFileUrl(uuid, 'counter.json')} download>
                <MdDownload aria-hidden="true" />
                <FormattedMessage {...counterMessages.downloadJson} />
              </a>
            </Button>
          </>
        )
      }
    >
      {(report) =>
        report === null ? (
          <Text role="status">
            {/* The switch of the settings step first; the header is for scripts. */}
            <FormattedMessage
              {...counterMessages.notAvailable}
              values={{
                link: (chunks: ReactNode) => (
                  <Link asChild colorPalette="teal">
                    <RouterLink to="/process">{chunks}</RouterLink>
                  </Link>
                ),
              }}
            />
          </Text>
        ) : (
          <CounterView report={report} />
        )
      }
    </JobViewFrame>
  );
}
