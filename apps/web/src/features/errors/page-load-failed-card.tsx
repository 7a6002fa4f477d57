import { Button, Stack, Text } from '@chakra-ui/react';
import { MdRefresh } from 'react-icons/md';
import { FormattedMessage } from 'react-intl';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { PageCard } from '../../shared/ui/page-card.js';

/**
 * A page whose code could not be downloaded even after the one reload a minute allows (spec §8):
 * the network or a new version of the app, not the server, so no "500"; reloading is the cure.
 */
export function PageLoadFailedCard({ reload = () => window.location.reload() }) {
  return (
    <PageCard title={<FormattedMessage {...errorMessages.title} />}>
      <Stack align="center" gap="4" py="8" textAlign="center">
        <Text fontSize="xl" as="h2">
          <FormattedMessage {...errorMessages.pageLoadFailed} />
        </Text>
        <Button variant="outline" colorPalette="teal" onClick={reload}>
          <MdRefresh />
          <FormattedMessage {...errorMessages.reloadPage} />
        </Button>
      </Stack>
    </PageCard>
  );
}
