import { useEffect } from 'react';
import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MdDownload } from 'react-icons/md';
import { FormattedMessage } from 'react-intl';
import type { SatelliteFetch, SatellitePackName } from '@sillage/shared-types';
import { useAppDispatch } from '../../app/hooks.js';
import { adminActions } from './admin.slice.js';
import { adminMessages } from './admin.messages.js';

const FETCH_VARIABLES: Record<SatellitePackName, string> = {
  exclusions: 'SILLAGE_EXCLUSIONS_FETCH',
  resources: 'SILLAGE_RESOURCES_FETCH',
};

const WITHOUT_PACK = {
  exclusions: adminMessages.satelliteWithoutExclusions,
  resources: adminMessages.satelliteWithoutResources,
};

/**
 * A satellite pack not in place yet (the api fetches it into its data folder at first start):
 * its fetch's progress, failure with a "fetch again", or why it is not fetched, and what jobs lack
 * meanwhile. The page follows a running fetch until it ends.
 */
export function SatelliteFetchState({
  repository,
  fetch,
}: {
  repository: SatellitePackName;
  fetch: SatelliteFetch;
}) {
  const dispatch = useAppDispatch();
  const isFetching = fetch.state === 'fetching';
  useEffect(() => {
    if (isFetching) {
      dispatch(adminActions.satelliteFetchSeen());
    }
  }, [dispatch, isFetching]);
  return (
    <Stack gap="2" data-testid={`satellite-fetch-${repository}`}>
      {isFetching ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>
            <FormattedMessage
              {...adminMessages.satelliteFetching}
              values={{ progress: fetch.progress ?? 0 }}
            />
          </Text>
        </HStack>
      ) : fetch.state === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage
              {...adminMessages.satelliteFailed}
              values={{ reason: fetch.reason ?? '' }}
            />
          </Alert.Description>
        </Alert.Root>
      ) : (
        <Text>
          <FormattedMessage
            {...adminMessages.satelliteDisabled}
            values={{ variable: FETCH_VARIABLES[repository] }}
          />
        </Text>
      )}
      {fetch.repository !== undefined && fetch.branch !== undefined && (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage
            {...adminMessages.satelliteSource}
            values={{ repository: fetch.repository, branch: fetch.branch }}
          />
        </Text>
      )}
      <Text color="fg.muted">
        <FormattedMessage {...WITHOUT_PACK[repository]} />
      </Text>
      {fetch.state === 'failed' && (
        <Button
          size="sm"
          colorPalette="blue"
          alignSelf="flex-start"
          onClick={() => dispatch(adminActions.satelliteFetchRequested(repository))}
        >
          <MdDownload />
          <FormattedMessage {...adminMessages.satelliteFetchAgain} />
        </Button>
      )}
    </Stack>
  );
}
