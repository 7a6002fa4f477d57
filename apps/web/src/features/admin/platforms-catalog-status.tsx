import { Alert, Button, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { MdRefresh } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import type { PlatformVerificationFailure } from '@sillage/shared-types';
import { formatDateTime } from '../../shared/i18n/format-date.js';
import { selectLocale } from '../locale/locale.slice.js';
import { describeCatalog } from '../platforms-catalog/describe-catalog.js';
import { platformsCatalogMessages as messages } from '../platforms-catalog/platforms-catalog.messages.js';
import {
  platformsCatalogActions,
  selectIsCatalogFetchRequested,
  selectIsCatalogVerifyRequested,
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
 * The differential check of the native rules against this pack version failed: verdicts would
 * otherwise read "not checked yet" for ever. Says why, what serves meanwhile, and asks again.
 */
function VerificationFailed({ failure }: { failure: PlatformVerificationFailure }) {
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const isRequesting = useAppSelector(selectIsCatalogVerifyRequested);
  return (
    <Alert.Root status="error" role="alert" data-testid="platforms-verification-failed">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>
          <FormattedMessage {...messages.verificationFailedTitle} />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage
            {...messages.verificationFailed}
            values={{
              reason: failure.reason,
              at: formatDateTime(failure.at, locale),
            }}
          />
        </Alert.Description>
        <HStack>
          <Button
            size="sm"
            colorPalette="blue"
            loading={isRequesting}
            onClick={() => dispatch(platformsCatalogActions.verifyRequested())}
          >
            <MdRefresh />
            <FormattedMessage {...messages.verifyAgain} />
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

/** Pack platforms skipped for want of a readable parser.js (jobs run without them). */
function BrokenPlatforms({ names }: { names: readonly string[] }) {
  return (
    <Alert.Root status="warning" role="alert" data-testid="platforms-broken">
      <Alert.Indicator />
      <Alert.Description>
        <FormattedMessage
          {...messages.brokenPlatforms}
          values={{ count: names.length, names: names.join(', ') }}
        />
      </Alert.Description>
    </Alert.Root>
  );
}

/** Pack platforms skipped because their manifest cannot be used, each with why. */
function UnusablePlatforms({
  platforms,
}: {
  platforms: readonly { folder: string; reason: string }[];
}) {
  return (
    <Alert.Root status="warning" role="alert" data-testid="platforms-unusable">
      <Alert.Indicator />
      <Stack gap="1" flex="1">
        <Alert.Description>
          <FormattedMessage {...messages.unusablePlatforms} values={{ count: platforms.length }} />
        </Alert.Description>
        <List.Root ps="4">
          {platforms.map(({ folder, reason }) => (
            <List.Item key={folder}>
              <FormattedMessage
                {...messages.unusablePlatform}
                values={{
                  folder: (
                    <Text as="span" fontWeight="medium">
                      {folder}
                    </Text>
                  ),
                  // The loader's words, in English: marked so for screen readers.
                  reason: (
                    <Text as="span" lang="en">
                      {reason}
                    </Text>
                  ),
                }}
              />
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Alert.Root>
  );
}

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
  const broken = status.brokenPlatforms ?? [];
  const unusable = status.unusablePlatforms ?? [];
  return (
    <Stack gap="4">
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
      {status.verification !== undefined && <VerificationFailed failure={status.verification} />}
      {broken.length > 0 && <BrokenPlatforms names={broken} />}
      {unusable.length > 0 && <UnusablePlatforms platforms={unusable} />}
    </Stack>
  );
}
