import { Alert, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { reportMessages } from './report.messages.js';

/** A text value of a report section, or undefined. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Says, above the report, that the job's notification mail did not reach some of its recipients
 * (`mail-status: fail`): otherwise they wait for a mail that never comes, and the only trace of
 * it is a row of the Notifications panel. The SMTP server's reply, in English, goes with it.
 */
export function ReportMailNotice({ report }: { report: ReportGroups | null }) {
  const notifications = report?.notifications;
  if (notifications?.['mail-status'] !== 'fail') {
    return null;
  }
  // `mail-failed-recipients` (Sillage) names those who did not get it; older reports only `mailto`.
  const recipients =
    textOf(notifications['mail-failed-recipients']) ?? textOf(notifications.mailto) ?? '';
  const reason = textOf(notifications['mail-error-message']);
  return (
    <Stack px="4" pt="3">
      <Alert.Root status="warning" variant="subtle" size="sm" data-testid="mail-failed">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            <FormattedMessage {...reportMessages.mailFailed} values={{ recipients }} />
          </Alert.Description>
          {reason !== undefined && (
            <Text textStyle="xs" color="fg.muted" wordBreak="break-word" lang="en">
              {reason}
            </Text>
          )}
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
