import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';

/** Shows the curl command of the current files and settings, ready to copy. */
export function CurlDialog({
  isOpen,
  onClose,
  command,
  title,
  help,
  label,
}: {
  isOpen: boolean;
  onClose: () => void;
  command: string;
  title: string;
  help: string;
  label: string;
}) {
  const intl = useIntl();
  return (
    <DialogRoot open={isOpen} onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{help}</Text>
              <Field.Root>
                <Field.Label>{label}</Field.Label>
                <Textarea
                  readOnly
                  value={command}
                  fontFamily="mono"
                  fontSize="sm"
                  rows={10}
                  onFocus={(event) => event.target.select()}
                />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage {...commonMessages.close} />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
