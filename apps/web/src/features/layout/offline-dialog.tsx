import { Dialog, Portal, Progress, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectIsOffline } from '../live-events/socket.slice.js';
import { layoutMessages } from './layout.messages.js';

/** Spec §4: while no socket id is held, a dialog nobody can dismiss says the server is away. */
export function OfflineDialog() {
  const intl = useIntl();
  const isOffline = useAppSelector(selectIsOffline);
  // The bar's name, else Chakra's fixed English "loading..." in every language.
  const waitingLabel = intl.formatMessage(layoutMessages.offlineWaiting);
  return (
    <DialogRoot
      open={isOffline}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="primary.solid" color="primary.contrast" data-testid="offline-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage {...layoutMessages.offlineTitle} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text mb="4">
                <FormattedMessage {...layoutMessages.offline} />
              </Text>
              <Progress.Root
                value={null}
                size="xs"
                colorPalette="gray"
                translations={{ value: () => waitingLabel }}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
