import { Button, CloseButton, Dialog, List, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { MdAutoFixHigh } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { selectSettings, settingName, settingsActions } from '../settings/index.js';
import { formatMessages } from './format.messages.js';
import { formatActions, selectFormat } from './format.slice.js';

/** "Find for me": lists the saved settings that match the pasted lines; picking one applies it. */
export function DiscoveryDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { discovery } = useAppSelector(selectFormat);
  const { custom, predefined } = useAppSelector(selectSettings);
  const isTrying = discovery.status === 'trying';
  const matches = [...custom, ...predefined].filter((setting) =>
    discovery.matchingIds.includes(setting.id),
  );
  const close = () => {
    dispatch(formatActions.discoveryClosed());
    onClose();
  };
  return (
    <DialogRoot
      open={isOpen}
      onOpenChange={(details) => !details.open && !isTrying && close()}
      closeOnInteractOutside={!isTrying}
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage {...formatMessages.formatDiscovering} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" aria-live="polite">
                {discovery.status === 'idle' && (
                  <FormattedMessage {...formatMessages.clickToFindOut} />
                )}
                {isTrying && (
                  <Text>
                    <Spinner size="sm" me="2" />
                    <FormattedMessage {...formatMessages.tryingSettings} />
                  </Text>
                )}
                {discovery.status === 'done' &&
                  (matches.length === 0 ? (
                    <FormattedMessage {...formatMessages.noSettingsFound} />
                  ) : (
                    <>
                      <FormattedMessage {...formatMessages.foundSettings} />
                      <List.Root variant="plain" gap="1">
                        {matches.map((setting) => (
                          <List.Item key={setting.id}>
                            <Button
                              variant="outline"
                              w="full"
                              justifyContent="flex-start"
                              onClick={() => {
                                dispatch(settingsActions.settingSelected(setting.id));
                                close();
                              }}
                            >
                              {settingName(intl, setting)}
                            </Button>
                          </List.Item>
                        ))}
                      </List.Root>
                    </>
                  ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={isTrying}>
                <FormattedMessage {...commonMessages.close} />
              </Button>
              <Button
                colorPalette="teal"
                loading={isTrying}
                onClick={() => dispatch(formatActions.discoveryRequested())}
              >
                <MdAutoFixHigh />
                <FormattedMessage {...formatMessages.findMyFormat} />
              </Button>
            </Dialog.Footer>
            {!isTrying && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
