import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { dashboardMessages } from './dashboard.messages.js';

/**
 * Names the zone the timeline's hours and days are in, so that a reader never has to guess
 * whether 09:00 is theirs or the server's. Nothing when the server kept the result's own hours.
 */
export function TimeZoneNote({ timeZone }: { timeZone: string | null }) {
  if (timeZone === null) {
    return null;
  }
  return (
    <Text textStyle="sm" color="fg.muted">
      <FormattedMessage {...dashboardMessages.timeZone} values={{ zone: timeZone }} />
    </Text>
  );
}
