import { Alert, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../app/hooks.js';
import { settingsMessages } from './settings.messages.js';
import { selectSelectedSetting } from './settings.slice.js';

/**
 * Under the picker, when the setting chosen would be refused by this server as it stands (a
 * middleware it lacks, a log format that does not compile…): what is wrong, and that its fields,
 * now in the form, can be changed and saved as a setting of one's own. Such a setting can be
 * chosen for that reason only; a job started with it unchanged is refused with the same words.
 */
export function RefusedSettingNotice() {
  const availability = useAppSelector(selectSelectedSetting)?.availability;
  if (availability === undefined || availability.canRun) {
    return null;
  }
  const missing = availability.unknownMiddlewares;
  return (
    <Alert.Root status="warning" variant="outline" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage {...settingsMessages.refusedSettingTitle} />
        </Alert.Title>
        <Alert.Description>
          {missing.length > 0 ? (
            <FormattedMessage
              {...settingsMessages.refusedSettingMiddlewares}
              values={{ names: missing.join(', ') }}
            />
          ) : (
            <Stack gap="1">
              <Text>
                <FormattedMessage
                  {...settingsMessages.refusedSettingStatus}
                  values={{ status: String(availability.status) }}
                />
              </Text>
              <Text wordBreak="break-word">
                <FormattedMessage
                  {...settingsMessages.refusedSettingDetail}
                  // The server writes its reasons in English: read aloud as English.
                  values={{ message: <span lang="en">{availability.message}</span> }}
                />
              </Text>
            </Stack>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
