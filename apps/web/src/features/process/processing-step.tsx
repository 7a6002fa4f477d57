import {
  Alert,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { JobFailureReason } from '@sillage/shared-types';
import { useState, type ReactNode } from 'react';
import { MdCancel, MdCloudUpload, MdDownload, MdRestartAlt } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { formatJobDuration } from '../../shared/i18n/format-job-duration.js';
import { EXCEL_MACRO_URL, LIBREOFFICE_MACRO_URL } from '../../shared/project-links.js';
import { LogsView } from '../../shared/ui/logs-view.js';
import {
  selectLiveLogging,
  selectLiveReport,
  selectReadProgress,
} from '../live-events/socket.slice.js';
import { EzmesureDialog } from '../ezmesure/ezmesure-dialog.js';
import { useEzmesureInstances } from '../ezmesure/use-ezmesure-instances.js';
import { JobInsightLinks } from '../job-views/job-insight-links.js';
import { extractMetrics } from '../report/report-data.js';
import { ReportView } from '../report/report-view.js';
import { JobErrorHeadline, JobErrorNotice } from './job-error-notice.js';
import { processMessages } from './process.messages.js';
import { processActions, selectProcess } from './process.slice.js';
import { isJobRunning, type JobStatus } from './step-rules.js';

/** A macro template: a file download, so it stays in this tab. */
const macroLink = (href: string) => (chunks: ReactNode) => (
  <Link href={href} colorPalette="teal" fontWeight="medium">
    {chunks}
  </Link>
);

const PROGRESS_PALETTE: Record<string, string> = { end: 'green', error: 'red', abort: 'red' };

function StatusHeadline({
  status,
  progress,
  errorCode,
  errorReason,
}: {
  status: JobStatus;
  progress: number;
  errorCode: number | null;
  errorReason: JobFailureReason | null;
}) {
  switch (status) {
    case 'finalization':
      return <FormattedMessage {...processMessages.finalization} />;
    case 'end':
      return <FormattedMessage {...processMessages.finished} />;
    case 'error':
      return <JobErrorHeadline code={errorCode} reason={errorReason} />;
    case 'abort':
      return <FormattedMessage {...processMessages.canceled} />;
    case 'progress':
      return <FormattedMessage {...processMessages.percent} values={{ percent: progress }} />;
    case null:
      return <FormattedMessage {...processMessages.noProcess} />;
  }
}

/** The upload's percentage is announced by steps of this many points. */
const ANNOUNCED_PROGRESS_STEP = 25;

/**
 * Under the headline once every byte is sent: the lines the server has read so far (live report).
 * A big log is sent in seconds and processed for minutes; the upload's bar says nothing then.
 */
function LiveProgress({ report }: { report: ReturnType<typeof selectLiveReport> }) {
  const { linesRead, processSpeed } = extractMetrics(report);
  if (linesRead <= 0) {
    return null;
  }
  return (
    <Text textStyle="sm" textAlign="center" data-testid="live-progress">
      {processSpeed === null ? (
        <FormattedMessage {...processMessages.linesRead} values={{ lines: linesRead }} />
      ) : (
        <FormattedMessage
          {...processMessages.linesReadWithSpeed}
          values={{ lines: linesRead, speed: processSpeed }}
        />
      )}
    </Text>
  );
}

/**
 * Under the headline while the job runs, when the server knows its inputs' size: the share read
 * and, after the first seconds, the time left at the rate seen so far (ADR 0092).
 */
function ReadShare({ progress }: { progress: ReturnType<typeof selectReadProgress> }) {
  const intl = useIntl();
  const percent = progress?.percent ?? null;
  if (percent === null) {
    return null;
  }
  const secondsLeft = progress?.secondsLeft ?? null;
  return (
    <Text textStyle="sm" textAlign="center" data-testid="read-share">
      {secondsLeft === null ? (
        <FormattedMessage {...processMessages.readShare} values={{ percent }} />
      ) : (
        <FormattedMessage
          {...processMessages.readShareWithTimeLeft}
          values={{ percent, time: formatJobDuration(intl, secondsLeft) }}
        />
      )}
    </Text>
  );
}

/** Step 3: progress, cancel, outcome, download, and the live (then final) report with traces. */
export function ProcessingStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const {
    status,
    progress,
    error,
    errorCode,
    errorReason,
    jobId,
    isCancelable,
    isCancelling,
    hasEndedBeforeCancel,
    report,
  } = useAppSelector(selectProcess);
  const liveReport = useAppSelector(selectLiveReport);
  const readProgress = useAppSelector(selectReadProgress);
  const [isEzmesureOpen, setIsEzmesureOpen] = useState(false);
  const ezmesureInstances = useEzmesureInstances();
  const isEzmesureAvailable = (ezmesureInstances?.length ?? 0) > 0;
  const logging = useAppSelector(selectLiveLogging);
  const errorEntries = logging.filter((entry) => entry.level === 'error').slice(0, 10);
  const headlineColor =
    status === 'end'
      ? 'fg.success'
      : status === 'error' || status === 'abort'
        ? 'fg.error'
        : undefined;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        {isCancelable ? (
          <Button
            colorPalette="red"
            loading={isCancelling}
            onClick={() => dispatch(processActions.cancelRequested())}
          >
            <MdCancel />
            <FormattedMessage {...commonMessages.cancel} />
          </Button>
        ) : (
          <Button
            colorPalette="blue"
            variant="outline"
            onClick={() => dispatch(processActions.stepRequested(1))}
          >
            <MdRestartAlt />
            <FormattedMessage {...processMessages.newProcess} />
          </Button>
        )}
        {jobId && status === 'end' && (
          <HStack gap="2" wrap="wrap">
            {isEzmesureAvailable && (
              <Button variant="outline" onClick={() => setIsEzmesureOpen(true)}>
                <MdCloudUpload />
                <FormattedMessage {...processMessages.sendToEzmesure} />
              </Button>
            )}
            <Button asChild colorPalette="teal">
              <a href={`/${jobId}`} target="_blank" rel="noopener noreferrer">
                <MdDownload />
                <FormattedMessage {...processMessages.downloadResult} />
              </a>
            </Button>
          </HStack>
        )}
      </HStack>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="3" align="center">
            <Progress.Root
              // Finalisation lasts as long as the processing: the share of the inputs read when
              // their size is known (ADR 0092), else a moving (indeterminate) bar rather than a
              // full one that looks stuck.
              value={status === 'finalization' ? (readProgress?.percent ?? null) : progress}
              w="full"
              size="lg"
              colorPalette={(status && PROGRESS_PALETTE[status]) ?? 'blue'}
            >
              {/* The track is the progressbar; without a label of its own it is named "42%". */}
              <Progress.Track aria-label={intl.formatMessage(processMessages.progress)}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Heading
              as="p"
              size="lg"
              color={headlineColor}
              textAlign="center"
              data-testid="job-status"
            >
              <StatusHeadline
                status={status}
                progress={progress}
                errorCode={errorCode}
                errorReason={errorReason}
              />
            </Heading>
            {/*
              Read out as it changes, a percentage every step of the upload made a queue of a
              hundred announcements: screen readers get the phases, and the upload by quarters.
            */}
            <VisuallyHidden role="status" data-testid="job-status-announced">
              <StatusHeadline
                status={status}
                progress={Math.floor(progress / ANNOUNCED_PROGRESS_STEP) * ANNOUNCED_PROGRESS_STEP}
                errorCode={errorCode}
                errorReason={errorReason}
              />
            </VisuallyHidden>
            {status === 'finalization' && <ReadShare progress={readProgress} />}
            {status === 'finalization' && <LiveProgress report={liveReport} />}
            {isJobRunning(status) && (
              <Text textStyle="sm" color="fg.muted" textAlign="center" data-testid="keep-page-open">
                <FormattedMessage {...processMessages.keepPageOpen} />
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      {hasEndedBeforeCancel && (
        <Alert.Root status="info" variant="outline" data-testid="ended-before-cancel">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage {...processMessages.endedBeforeCancel} />
          </Alert.Description>
        </Alert.Root>
      )}
      {status === 'error' && (
        <JobErrorNotice code={errorCode} reason={errorReason} message={error} />
      )}
      {status === 'error' && error === null && errorEntries.length > 0 && (
        <Stack gap="2">
          <FormattedMessage {...processMessages.hasLoggingErrors} />
          <LogsView
            entries={errorEntries}
            label={intl.formatMessage(processMessages.hasLoggingErrors)}
          />
        </Stack>
      )}
      {status === 'end' && (
        <Alert.Root status="info" variant="outline">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage
              {...processMessages.resultInfo}
              values={{
                excel: macroLink(EXCEL_MACRO_URL),
                libreoffice: macroLink(LIBREOFFICE_MACRO_URL),
              }}
            />
          </Alert.Description>
        </Alert.Root>
      )}
      {status === 'end' && jobId !== null && report !== null && (
        // The report says whether counter.json was written: no request that could answer 404.
        <JobInsightLinks
          jobId={jobId}
          report={report}
          hasCounter={report.general?.['counter-report'] === true}
        />
      )}
      {status !== null && <ReportView report={report ?? liveReport} logging={logging} />}
      {isEzmesureOpen && jobId && (
        <EzmesureDialog
          instances={ezmesureInstances}
          jobId={jobId}
          onClose={() => setIsEzmesureOpen(false)}
        />
      )}
    </Stack>
  );
}
