import { Alert, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { MdRefresh } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { describeCatalog } from '../platforms-catalog/describe-catalog.js';
import { platformsCatalogMessages as messages } from '../platforms-catalog/platforms-catalog.messages.js';
import {
  platformsCatalogActions,
  selectIsCatalogFetchRequested,
  selectPlatformsCatalog,
} from '../platforms-catalog/platforms-catalog.slice.js';
import { adminActions } from './admin.slice.js';

const ALERT_STATUS = {
  'not-configured': 'info',
  fetching: 'info',
  ready: 'success',
  failed: 'warning',
  disabled: 'warning',
} as const;

/**
 * The community platforms catalog on the admin platforms page: its state (with the fetch's
 * progress bar), why the built-in rules serve alone, and "fetch again" after a failure. When a
 * fetch completes, the platform list and the repository status are loaded again.
 */
export function PlatformsCatalogStatus() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPlatformsCatalog);
  const isRequesting = useAppSelector(selectIsCatalogFetchRequested);
  const previousState = useRef(status?.state);
  useEffect(() => {
    const before = previousState.current;
    previousState.current = status?.state;
    if (status?.state === 'ready' && before !== undefined && before !== 'ready') {
      dispatch(adminActions.platformsPageEntered());
      dispatch(appInfoActions.statusesRequested());
    }
  }, [dispatch, status?.state]);
  if (status === null) {
    return null;
  }
  return (
    <Alert.Root status={ALERT_STATUS[status.state]} data-testid="platforms-catalog-status">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>
          <FormattedMessage {...messages.title} />
        </Alert.Title>
        <Alert.Description>
          <Text>{describeCatalog(status, intl)}</Text>
          {status.repository !== undefined && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                {...messages.repository}
                values={{ repository: status.repository, branch: status.branch ?? '' }}
              />
            </Text>
          )}
        </Alert.Description>
        {status.state === 'fetching' && (
          <Progress.Root
            value={status.progress ?? 0}
            size="sm"
            maxW="md"
            aria-label={intl.formatMessage(messages.title)}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {status.state === 'failed' && (
          <HStack>
            <Button
              size="sm"
              colorPalette="blue"
              loading={isRequesting}
              onClick={() => dispatch(platformsCatalogActions.fetchRequested())}
            >
              <MdRefresh />
              <FormattedMessage {...messages.fetchAgain} />
            </Button>
          </HStack>
        )}
      </Stack>
    </Alert.Root>
  );
}
