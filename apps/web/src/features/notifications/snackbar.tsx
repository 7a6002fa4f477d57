import { Alert, Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { snackbarRegion } from '../../shared/ui/overlay-root.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { notificationsMessages } from './notifications.messages.js';
import {
  notificationsActions,
  selectCurrentNotification,
  type NotificationKind,
} from './notifications.slice.js';
import { resolveMessageId } from './resolve-message-id.js';

const STATUS_BY_KIND = { info: 'info', success: 'success', error: 'error' } as const;

/**
 * The CSS variable holding the room the visible snackbar takes at the bottom of the viewport
 * (its height and margin), for a page whose last control would otherwise sit under it: the
 * visitors' pages end with "Report a problem", bottom right, where an error appears.
 */
export const SNACKBAR_SPACE_VARIABLE = '--snackbar-space';

/** Keeps SNACKBAR_SPACE_VARIABLE up to date while `element` is shown. */
function useSnackbarSpace(element: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const box = element.current;
    if (box === null) {
      return undefined;
    }
    const root = document.documentElement.style;
    const update = () => {
      const bottom = window.innerHeight - box.getBoundingClientRect().top;
      root.setProperty(SNACKBAR_SPACE_VARIABLE, `${String(Math.max(0, Math.ceil(bottom)))}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.removeProperty(SNACKBAR_SPACE_VARIABLE);
    };
  }, [element]);
}

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
  const current = useAppSelector(selectCurrentNotification);
  const text =
    current === null
      ? null
      : formatMessageById(
          intl,
          resolveMessageId([current.messageId, ...(current.fallbackIds ?? [])], intl.messages),
          current.values,
        );
  return (
    <>
      {/*
        Screen readers often miss a status that appears with its text in it: this live region stays
        in the page, empty between messages, and takes only the message's words (not "Close").
        An error is an alert instead, which screen readers speak as it appears.
      */}
      <VisuallyHidden role="status" aria-live="polite">
        {current !== null && current.kind !== 'error' && text}
      </VisuallyHidden>
      {/* Keyed, so that a new message starts neither hovered nor focused. */}
      {current !== null && <ShownNotification key={current.id} kind={current.kind} text={text} />}
    </>
  );
}

function ShownNotification({ kind, text }: { kind: NotificationKind; text: string | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isHeld = isHovered || isFocused;
  const wasHeld = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  useSnackbarSpace(box);
  useEffect(() => {
    if (isHeld !== wasHeld.current) {
      wasHeld.current = isHeld;
      dispatch(
        isHeld
          ? notificationsActions.notificationHeld()
          : notificationsActions.notificationReleased(),
      );
    }
  }, [isHeld, dispatch]);
  return (
    <Box
      ref={box}
      position="fixed"
      bottom="4"
      right="4"
      left={{ base: '4', sm: 'auto' }}
      zIndex="toast"
      maxW={{ sm: 'md' }}
    >
      <Alert.Root
        status={STATUS_BY_KIND[kind]}
        variant="solid"
        boxShadow="lg"
        alignItems="center"
        role={kind === 'error' ? 'alert' : undefined}
        data-testid="snackbar"
        onPointerEnter={() => setIsHovered(true)}
        onPointerLeave={() => setIsHovered(false)}
        onFocus={() => setIsFocused(true)}
        onBlur={(event) => setIsFocused(event.currentTarget.contains(event.relatedTarget))}
      >
        <Alert.Indicator />
        <Alert.Content>
          {/* A status is read from the live region above, not twice. */}
          <Alert.Description aria-hidden={kind === 'error' ? undefined : true}>
            {text}
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
