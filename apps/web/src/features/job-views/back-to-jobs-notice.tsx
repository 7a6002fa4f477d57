import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdArrowBack } from 'react-icons/md';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { jobViewsMessages } from './job-views.messages.js';

/**
 * Why a job view has nothing to show, with the way back to My jobs: for a job that is gone or
 * cannot be read, where asking again cannot help.
 */
export function BackToJobsNotice({ children }: { children: ReactNode }) {
  return (
    <Stack align="flex-start" gap="4">
      <Text role="alert">{children}</Text>
      <Button asChild size="sm" variant="outline">
        <Link to="/jobs">
          <MdArrowBack aria-hidden="true" />
          <FormattedMessage {...jobViewsMessages.backToMyJobs} />
        </Link>
      </Button>
    </Stack>
  );
}
