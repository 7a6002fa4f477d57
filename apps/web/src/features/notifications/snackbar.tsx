import { Alert, Box, Button } from '@chakra-ui/react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { snackbarRegion } from '../../shared/ui/overlay-root.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { notificationsMessages } from './notifications.messages.js';
import { notificationsActions, selectCurrentNotification } from './notifications.slice.js';
import { resolveMessageId } from './resolve-message-id.js';

const STATUS_BY_KIND = { info: 'info', success: 'success', error: 'error' } as const;

/**
 * The one visible notification, bottom right, coloured by kind, with a Close button. It is drawn
 * in a region of its own under `<body>`, outside the app's tree, that an open dialog keeps
 * clickable and readable (`DialogRoot`): an error from a dialog's save can be closed while the
 * dialog stays open with what the user typed.
 */
export function Snackbar() {
  return createPortal(<CurrentNotification />, snackbarRegion());
}

function CurrentNotification() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentNotification);
  if (!current) {
    return null;
  }
  const messageId = resolveMessageId(
    [current.messageId, ...(current.fallbackIds ?? [])],
    intl.messages,
  );
  return (
    <Box
      position="fixed"
      bottom="4"
      right="4"
      left={{ base: '4', sm: 'auto' }}
      zIndex="toast"
      maxW={{ sm: 'md' }}
    >
      <Alert.Root
        status={STATUS_BY_KIND[current.kind]}
        variant="solid"
        role={current.kind === 'error' ? 'alert' : 'status'}
        boxShadow="lg"
        alignItems="center"
        data-testid="snackbar"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {formatMessageById(intl, messageId, current.values)}
          </Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          variant="ghost"
          color="inherit"
          onClick={() => dispatch(notificationsActions.notificationDismissed())}
        >
          {intl.formatMessage(notificationsMessages.close)}
        </Button>
      </Alert.Root>
    </Box>
  );
}
