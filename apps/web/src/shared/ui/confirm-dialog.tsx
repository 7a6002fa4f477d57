import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogRoot } from './overlay-root.js';

/**
 * A confirmation of something that cannot be undone (an alert dialog): the question, a way out
 * (focused first by the dialog) and the red action, which also closes it.
 */
export function ConfirmDialog({
  isOpen = true,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  isOpen?: boolean;
  title: ReactNode;
  /** The question, one paragraph. */
  children: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogRoot
      role="alertdialog"
      open={isOpen}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text wordBreak="break-word">{children}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette="red"
                onClick={() => {
                  onConfirm();
                  onClose();
                }}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
