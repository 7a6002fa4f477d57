import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { LABELLED_SPINNER_ROLE } from '../../shared/ui/page-loader.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin, type AdminList } from './admin.slice.js';

const WORDS = {
  users: { loading: adminMessages.loadingUsers, failed: adminMessages.usersLoadFailed },
  platforms: { loading: adminMessages.loadingPlatforms, failed: adminMessages.platformsLoadFailed },
  middlewares: {
    loading: adminMessages.loadingMiddlewares,
    failed: adminMessages.middlewaresLoadFailed,
  },
} as const;

/**
 * An admin list's content once it is known: a spinner until its first answer, and after a failed
 * one a sentence saying so with Retry, never the empty list's words ("There is no user.").
 */
export function AdminListState({ list, children }: { list: AdminList; children: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAdmin).loads[list];
  if (status === 'loading') {
    return (
      <Flex justify="center" py="8" aria-busy="true">
        <Spinner
          role={LABELLED_SPINNER_ROLE}
          aria-label={intl.formatMessage(WORDS[list].loading)}
        />
      </Flex>
    );
  }
  if (status === 'failed') {
    return (
      <Stack align="flex-start" role="alert">
        <Text>
          <FormattedMessage {...WORDS[list].failed} />
        </Text>
        <Button size="sm" onClick={() => dispatch(adminActions.adminListRetryRequested(list))}>
          <FormattedMessage {...adminMessages.retry} />
        </Button>
      </Stack>
    );
  }
  return children;
}
