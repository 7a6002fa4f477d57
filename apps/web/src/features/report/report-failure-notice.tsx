import { Alert, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { JobErrorDetail, JobErrorHeadline } from '../process/job-error-notice.js';
import { jobErrorMessages } from '../process/job-errors.messages.js';
import { readReportFailure } from '../process/job-failure.js';

/**
 * Why a failed job failed, on its report page (reached from My jobs or the admins' list, long
 * after the process page said it): the sentence of its code or case, the code, and the server's
 * detail when it says more. Nothing for a job that did not fail.
 */
export function ReportFailureNotice({ report }: { report: ReportGroups }) {
  const { code, message, reason } = readReportFailure(report);
  if (code === null) {
    return null;
  }
  return (
    <Alert.Root status="error" variant="outline" data-testid="report-failure">
      <Alert.Indicator />
      <Alert.Content minW="0" flex="1">
        <Stack gap="1">
          <Alert.Title>
            <JobErrorHeadline code={code} reason={reason} />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage {...jobErrorMessages.codeLabel} values={{ code }} />
          </Alert.Description>
          <JobErrorDetail code={code} reason={reason} message={message} />
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
