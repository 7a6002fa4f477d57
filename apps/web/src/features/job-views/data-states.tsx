import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readHttpStatus } from '../../shared/http/http-client.js';
import { LABELLED_SPINNER_ROLE } from '../../shared/ui/page-loader.js';
import type { JobData } from './use-job-data.js';
import { BackToJobsNotice } from './back-to-jobs-notice.js';
import { jobViewsMessages } from './job-views.messages.js';

/** The job is gone (retention removed it) or was never the user's: asking again cannot help. */
export function isJobGoneError(data: JobData<unknown>): boolean {
  return data.status === 'error' && readHttpStatus(data.error) === 404;
}

/** Loading, error (with retry) and ready states of data loaded with `useJobData`. */
export function DataStates<T>({
  data,
  children,
}: {
  data: JobData<T> & { reload: () => void };
  children: (value: T) => ReactNode;
}) {
  const intl = useIntl();
  if (data.status === 'loading') {
    return (
      <Flex justify="center" py="8" aria-busy="true">
        <Spinner
          role={LABELLED_SPINNER_ROLE}
          aria-label={intl.formatMessage(jobViewsMessages.loading)}
        />
      </Flex>
    );
  }
  if (isJobGoneError(data)) {
    return (
      <BackToJobsNotice>
        <FormattedMessage {...jobViewsMessages.jobNotFound} />
      </BackToJobsNotice>
    );
  }
  if (data.status === 'error') {
    return (
      <Stack align="flex-start" role="alert">
        <Text>
          <FormattedMessage {...jobViewsMessages.loadFailed} />
        </Text>
        <Button size="sm" onClick={data.reload}>
          <FormattedMessage {...jobViewsMessages.retry} />
        </Button>
      </Stack>
    );
  }
  return <>{children(data.data)}</>;
}
