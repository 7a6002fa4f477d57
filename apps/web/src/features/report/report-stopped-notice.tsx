import { Badge, Stack, Text } from '@chakra-ui/react';
import { JobAbortReasonSchema } from '@sillage/shared-types';
import { useIntl } from 'react-intl';
import { describeJobOutcome } from '../my-jobs/job-outcome.js';
import { readNumber } from './report-data.js';
import { reportMessages } from './report.messages.js';

/**
 * Why a job stopped, from its report's `abort-reason`, in the words of My jobs: a job cancelled
 * or cut during its upload has zero figures and nothing else to show; one stopped while it ran
 * keeps the figures it reached, which the notice says are partial.
 */
export function ReportStoppedNotice({ general }: { general: Record<string, unknown> }) {
  const intl = useIntl();
  const reason = JobAbortReasonSchema.safeParse(general['abort-reason']);
  if (!reason.success) {
    return null;
  }
  const outcome = describeJobOutcome({ status: 'abort', abortReason: reason.data });
  return (
    <Stack role="status" px="4" pt="3" gap="1">
      <Badge alignSelf="flex-start" colorPalette={outcome.palette}>
        {intl.formatMessage(outcome.label)}
      </Badge>
      {outcome.reason !== null && (
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(outcome.reason)}
        </Text>
      )}
      {readNumber(general['nb-lines-input']) > 0 && (
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(reportMessages.stoppedPartialFigures)}
        </Text>
      )}
    </Stack>
  );
}
