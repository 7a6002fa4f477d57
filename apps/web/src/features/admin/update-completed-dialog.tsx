import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { pageReload } from '../../shared/page-reload.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';

/** Shown once the server is back after a software update: the page still runs the old client. */
export function UpdateCompletedDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectAdmin).appUpdate === 'completed';
  const close = () => dispatch(adminActions.appUpdateEnded('idle'));
  return (
    <DialogRoot open={isOpen} onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage {...adminMessages.updateCompleted} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <FormattedMessage {...adminMessages.pleaseRefreshPage} />
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                <FormattedMessage {...commonMessages.close} />
              </Button>
              <Button colorPalette="blue" onClick={() => pageReload.reload()}>
                <FormattedMessage {...commonMessages.refresh} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
