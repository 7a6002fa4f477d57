import { Button, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdDownload } from 'react-icons/md';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { JobViewFrame } from '../job-views/job-view-frame.js';
import { COUNTER_VIEW_MAX_ROWS, counterFileUrl, jobViewsApi } from '../job-views/job-views.api.js';
import { useJobData } from '../job-views/use-job-data.js';
import { CounterView } from './counter-view.js';
import { counterMessages } from './counter.messages.js';

/** `/report/{uuid}/counter`: the COUNTER R5.1 tables of a job run with `COUNTER-Mode: r51`. */
export function CounterPage() {
  const { uuid = '' } = useParams();
  const data = useJobData(uuid, () => jobViewsApi.fetchCounter(uuid));
  // A report too large for tables is still there to download.
  const hasReport =
    data.status === 'ready' && (typeof data.data !== 'string' || data.data === 'too-large');
  // As the job's other downloads are named: two jobs' files never take one name.
  const fileName = (file: string) => `${uuid.slice(0, 8)}_${file}`;
  return (
    <JobViewFrame
      jobId={uuid}
      title={counterMessages.title}
      data={data}
      actions={
        hasReport && (
          <>
            <Button asChild size="sm" colorPalette="teal">
              <a href={counterFileUrl(uuid, 'counter.csv')} download={fileName('counter.csv')}>
                <MdDownload aria-hidden="true" />
                <FormattedMessage {...counterMessages.downloadAll} />
              </a>
            </Button>
            <Button asChild size="sm" colorPalette="teal" variant="subtle">
              <a href={counterFileUrl(uuid, 'counter.json')} download={fileName('counter.json')}>
                <MdDownload aria-hidden="true" />
                <FormattedMessage {...counterMessages.downloadJson} />
              </a>
            </Button>
          </>
        )
      }
    >
      {(report) =>
        report === 'too-large' ? (
          <Text role="status">
            <FormattedMessage
              {...counterMessages.tooLarge}
              values={{ max: COUNTER_VIEW_MAX_ROWS }}
            />
          </Text>
        ) : report === 'not-finished' ? (
          <Text role="status">
            <FormattedMessage
              {...counterMessages.notFinished}
              values={{
                link: (chunks: ReactNode) => (
                  <Link asChild colorPalette="teal">
                    <RouterLink to={`/report/${uuid}`}>{chunks}</RouterLink>
                  </Link>
                ),
              }}
            />
          </Text>
        ) : report === 'not-counted' ? (
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
