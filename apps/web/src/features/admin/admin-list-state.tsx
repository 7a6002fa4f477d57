import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { LABELLED_SPINNER_ROLE } from '../../shared/ui/page-loader.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin, type AdminList, type AdminLoadStatus } from './admin.slice.js';

const WORDS = {
  users: { loading: adminMessages.loadingUsers, failed: adminMessages.usersLoadFailed },
  platforms: { loading: adminMessages.loadingPlatforms, failed: adminMessages.platformsLoadFailed },
  middlewares: {
    loading: adminMessages.loadingMiddlewares,
    failed: adminMessages.middlewaresLoadFailed,
  },
} as const;

/**
 * A list's content once it is known: a spinner named `loading` until its first answer, and after
 * a failed one the `failed` sentence with Retry, never the empty list's words ("There is no
 * user.").
 */
export function LoadState({
  status,
  loading,
  failed,
  onRetry,
  children,
}: {
  status: AdminLoadStatus;
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  onRetry: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <Flex justify="center" py="8" aria-busy="true">
        <Spinner role={LABELLED_SPINNER_ROLE} aria-label={intl.formatMessage(loading)} />
      </Flex>
    );
  }
  if (status === 'failed') {
    return (
      <Stack align="flex-start" role="alert">
        <Text>
          <FormattedMessage {...failed} />
        </Text>
        <Button size="sm" onClick={onRetry}>
          <FormattedMessage {...adminMessages.retry} />
        </Button>
      </Stack>
    );
  }
  return children;
}

/** {@link LoadState} of an admin list the store loads when its page opens. */
export function AdminListState({ list, children }: { list: AdminList; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <LoadState
      status={useAppSelector(selectAdmin).loads[list]}
      {...WORDS[list]}
      onRetry={() => dispatch(adminActions.adminListRetryRequested(list))}
    >
      {children}
    </LoadState>
  );
}
