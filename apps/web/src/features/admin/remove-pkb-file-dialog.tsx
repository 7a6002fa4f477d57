import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.js';
import { adminActions } from './admin.slice.js';
import { pkbFilesMessages } from './pkb-files.messages.js';

/** Confirms the removal of a KBART file an administrator added to a platform. */
export function RemovePkbFileDialog({
  platform,
  file,
  onClose,
}: {
  platform: string;
  file: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      title={<FormattedMessage {...pkbFilesMessages.removeTitle} />}
      cancelLabel={<FormattedMessage {...commonMessages.close} />}
      confirmLabel={<FormattedMessage {...commonMessages.remove} />}
      onConfirm={() => dispatch(adminActions.pkbFileDeleteRequested({ platform, file }))}
      onClose={onClose}
    >
      <FormattedMessage
        {...pkbFilesMessages.removeConfirm}
        values={{ file, b: (chunks) => <strong>{chunks}</strong> }}
      />
    </ConfirmDialog>
  );
}
