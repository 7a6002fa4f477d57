import { Dialog, Drawer } from '@chakra-ui/react';

const SNACKBAR_REGION_ID = 'snackbar-region';

/**
 * The element that holds the snackbar, a direct child of `<body>` made at first use (by the
 * snackbar or by the first dialog, whichever comes first: a dialog waiting for it would fail).
 * While a modal hides the rest of the page from assistive technology it skips this element, as it
 * skips every `data-live-announcer`: an error from a dialog's own save is still read out.
 */
export function snackbarRegion(): HTMLElement {
  const found = document.getElementById(SNACKBAR_REGION_ID);
  if (found !== null) {
    return found;
  }
  const region = document.createElement('div');
  region.id = SNACKBAR_REGION_ID;
  region.setAttribute('data-live-announcer', '');
  document.body.append(region);
  return region;
}

// A modal dialog or drawer makes the page outside it ignore the pointer and takes a click there
// as a request to close. The snackbar that reports a failed save from inside a dialog sits
// outside it: without this, a click on its Close button fell through to the backdrop and closed
// the dialog, losing what the user had typed.

// A modal keeps the focus inside it, so focus found outside was moved there by code, not by the
// user: a dialog closing as another opens gives the focus back to its opener (the new dialog then
// closed at once, on a loaded machine), and a file chooser takes it while it is open. Neither
// asks the dialog to close; a click outside, Escape and the close button still do.
const keepOpenOnFocusOutside: NonNullable<Dialog.RootProps['onFocusOutside']> = (event) => {
  event.preventDefault();
};

/**
 * `Dialog.Root` under which the snackbar stays clickable and does not close the dialog, and which
 * focus moved outside by code does not close.
 */
export function DialogRoot(props: Dialog.RootProps) {
  return (
    <Dialog.Root
      persistentElements={[snackbarRegion]}
      onFocusOutside={keepOpenOnFocusOutside}
      {...props}
    />
  );
}

/** `Drawer.Root` under which the snackbar stays clickable and does not close the drawer. */
export function DrawerRoot(props: Drawer.RootProps) {
  return <Drawer.Root persistentElements={[snackbarRegion]} {...props} />;
}
