import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { dashboardMessages } from './dashboard.messages.js';
import type { TimelineUnit } from './timeline-slots.js';

/**
 * Names the zone the timeline's hours and days are in, so that a reader never has to guess
 * whether 09:00 is theirs or the server's. Nothing when the server kept the result's own hours.
 * A chart by day, week or month shows no hours: it says its days were counted in that zone.
 */
export function TimeZoneNote({ timeZone, unit }: { timeZone: string | null; unit: TimelineUnit }) {
  if (timeZone === null) {
    return null;
  }
  return (
    <Text textStyle="sm" color="fg.muted">
      <FormattedMessage
        {...(unit === 'hour' ? dashboardMessages.timeZone : dashboardMessages.timeZoneDays)}
        values={{ zone: timeZone }}
      />
    </Text>
  );
}
