import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { MdLogout } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { authActions } from '../auth/auth.slice.js';
import { selectProcessStatus } from '../process/process.slice.js';
import { isJobRunning } from '../process/step-rules.js';
import { layoutMessages } from './layout.messages.js';

/**
 * Signs out, asking first while a job started on this page runs: signing out drops the page's
 * work (the next account must not find it), so the page stops following the job, which goes on
 * on the server and ends up in My jobs.
 */
export function SignOutButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isRunning = isJobRunning(useAppSelector(selectProcessStatus));
  const [isAsking, setAsking] = useState(false);
  const signOut = () => dispatch(authActions.logoutRequested());
  return (
    <>
      <Tooltip content={intl.formatMessage(layoutMessages.signOut)}>
        <IconButton
          variant="ghost"
          aria-label={intl.formatMessage(layoutMessages.signOut)}
          onClick={() => (isRunning ? setAsking(true) : signOut())}
        >
          <MdLogout />
        </IconButton>
      </Tooltip>
      {isAsking && (
        <ConfirmDialog
          title={<FormattedMessage {...layoutMessages.signOutWhileRunningTitle} />}
          cancelLabel={<FormattedMessage {...layoutMessages.stayConnected} />}
          confirmLabel={<FormattedMessage {...layoutMessages.signOut} />}
          onConfirm={signOut}
          onClose={() => setAsking(false)}
        >
          <FormattedMessage {...layoutMessages.signOutWhileRunning} />
        </ConfirmDialog>
      )}
    </>
  );
}
