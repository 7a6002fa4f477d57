import { Alert, CloseButton } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks.js';
import { selectAppInfo } from '../app-info/app-info.slice.js';
import { layoutMessages } from './layout.messages.js';

/** Dismissible info banner of a demonstration instance. */
export function DemoBanner() {
  const intl = useIntl();
  const { demo } = useAppSelector(selectAppInfo);
  const [isDismissed, setIsDismissed] = useState(false);
  if (!demo || isDismissed) {
    return null;
  }
  return (
    <Alert.Root status="info" variant="outline" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage {...layoutMessages.demoHeader} />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage {...layoutMessages.demoText} />
        </Alert.Description>
      </Alert.Content>
      <CloseButton
        size="sm"
        aria-label={intl.formatMessage(layoutMessages.dismiss)}
        onClick={() => setIsDismissed(true)}
      />
    </Alert.Root>
  );
}
