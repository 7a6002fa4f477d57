import { useEffect } from 'react';
import { Alert, Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MdCheckCircle, MdDownload, MdErrorOutline, MdSync } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { formatDay } from '../../shared/i18n/format-date.js';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { type RepositoryName } from '@sillage/shared-types';
import {
  appInfoActions,
  selectStatuses,
  selectStatusesLoading,
} from '../app-info/app-info.slice.js';
import { comparisonOf, isRepositoryOutdated } from '../app-info/outdated.js';
import { adminActions, selectAdmin, type RepositoryUpdateOutcome } from './admin.slice.js';
import { adminMessages } from './admin.messages.js';
import { NO_VALUE } from '../../shared/ui/no-value.js';
import { SatelliteFetchState } from './satellite-fetch-state.js';

/**
 * No status: being read (a spinner, not a diagnosis), or the server could not reach its
 * source (why, and a retry).
 */
export function StatusUnknown({ repository }: { repository: RepositoryName }) {
  const dispatch = useAppDispatch();
  const isLoading = useAppSelector(selectStatusesLoading).includes(repository);
  if (isLoading) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="xs" />
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.statusLoading} />
        </Text>
      </HStack>
    );
  }
  return (
    <Stack gap="1" align="flex-start">
      <Badge>
        <FormattedMessage {...adminMessages.statusUnknown} />
      </Badge>
      <Text color="fg.muted">
        <FormattedMessage {...adminMessages.statusUnknownWhy} />
      </Text>
      <Button
        size="xs"
        variant="outline"
        onClick={() => dispatch(appInfoActions.statusesRequested())}
      >
        <MdSync />
        <FormattedMessage {...adminMessages.checkAgain} />
      </Button>
    </Stack>
  );
}

/** Length of a commit as the admin pages show it (git's short form). */
const SHORT_COMMIT = 7;

/** How the admin's last update of this pack ended: what changed, or why nothing did. */
function UpdateOutcome({ outcome }: { outcome: RepositoryUpdateOutcome }) {
  const intl = useIntl();
  if ('messageId' in outcome) {
    const isFailed = outcome.kind === 'failed';
    return (
      <Alert.Root
        status={isFailed ? 'error' : 'info'}
        role={isFailed ? 'alert' : 'status'}
        data-testid="repository-update-outcome"
      >
        <Alert.Indicator />
        <Alert.Description>
          {formatMessageById(intl, outcome.messageId, outcome.values)}
        </Alert.Description>
      </Alert.Root>
    );
  }
  const version = (commit: string | undefined, day: string | undefined) => {
    const short = commit === undefined ? NO_VALUE : commit.slice(0, SHORT_COMMIT);
    return day === undefined ? short : `${short} (${formatDay(day, intl.locale)})`;
  };
  const to = version(outcome.to, outcome.toDate);
  return (
    <Alert.Root
      status={outcome.kind === 'updated' ? 'success' : 'info'}
      role="status"
      data-testid="repository-update-outcome"
    >
      <Alert.Indicator />
      <Alert.Description>
        {outcome.kind === 'updated' ? (
          <FormattedMessage
            {...adminMessages.updateDone}
            values={{ from: version(outcome.from, outcome.fromDate), to }}
          />
        ) : (
          <FormattedMessage {...adminMessages.updateUnchanged} values={{ to }} />
        )}
      </Alert.Description>
    </Alert.Root>
  );
}

/**
 * Version chip (green up to date, red outdated, grey when that cannot be told), local-changes
 * warning and the Update button.
 */
export function RepositoryStatus({
  repository,
  canUpdate = true,
}: {
  repository: Exclude<RepositoryName, 'app'>;
  /** False for what is updated with the software (the middlewares): no Update button. */
  canUpdate?: boolean;
}) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectStatuses)[repository];
  const { updating, lastUpdates } = useAppSelector(selectAdmin);
  const outcome = lastUpdates[repository];
  const isOutdated = isRepositoryOutdated(repository, status);
  const isRunning = status?.['update-running'] === true;
  const isOwnUpdate = updating.includes(repository);
  useEffect(() => {
    if (isRunning && !isOwnUpdate) {
      dispatch(adminActions.runningUpdateSeen(repository));
    }
  }, [dispatch, isRunning, isOwnUpdate, repository]);
  if (!status) {
    return <StatusUnknown repository={repository} />;
  }
  if (status.fetch !== undefined && (repository === 'exclusions' || repository === 'resources')) {
    return <SatelliteFetchState repository={repository} fetch={status.fetch} />;
  }
  // "Up to date" needs both ends: this copy's version and the upstream comparison (`from-head`,
  // absent when the copy has no remote). An update the server found still shows.
  const isVersionKnown = status.current !== undefined;
  // `upward` (ahead of the latest tag) is as new as can be had.
  const comparison = comparisonOf(repository, status);
  const isUpToDate = isVersionKnown && !isOutdated && comparison !== undefined;
  const isLatestUnknown = isVersionKnown && comparison === undefined;
  const palette = isOutdated ? 'red' : isUpToDate ? 'green' : 'gray';
  const verdict = isOutdated
    ? adminMessages.outdated
    : isUpToDate
      ? adminMessages.upToDate
      : isLatestUnknown
        ? adminMessages.latestUnknown
        : undefined;
  return (
    <Stack gap="2">
      {(status['local-changes'] === true || status['local-commits'] === true) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage {...adminMessages.localChanges} />
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack gap="3" wrap="wrap">
        <Text>
          <FormattedMessage {...commonMessages.currentVersion} />
        </Text>
        <Badge colorPalette={palette} size="lg" gap="1">
          {isOutdated ? <MdErrorOutline /> : isUpToDate && <MdCheckCircle />}
          {status.current ?? <FormattedMessage {...adminMessages.versionUnknown} />}
        </Badge>
        {verdict !== undefined && (
          <Badge variant="outline" colorPalette={palette}>
            <FormattedMessage {...verdict} />
          </Badge>
        )}
        {canUpdate && (
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!isOutdated}
            loading={isOwnUpdate || isRunning}
            onClick={() => dispatch(adminActions.repositoryUpdateRequested(repository))}
          >
            <MdDownload />
            <FormattedMessage {...commonMessages.update} />
          </Button>
        )}
      </HStack>
      {canUpdate && !status['is-git-repo'] && (
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.notGitCopy} />
        </Text>
      )}
      {outcome !== undefined && !isOwnUpdate && <UpdateOutcome outcome={outcome} />}
      {isRunning && !isOwnUpdate && (
        <Text role="status" color="fg.muted">
          <FormattedMessage {...adminMessages.updateRunning} />
        </Text>
      )}
    </Stack>
  );
}
