import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { MdCloudUpload, MdUploadFile } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { PKB_UPLOAD_FILE_NAME, type PlatformManifest } from '@sillage/shared-types';
import { readServerMessage } from '../../shared/http/http-client.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { useAppDispatch } from '../../app/hooks.js';
import { notifySuccess } from '../notifications/notifications.slice.js';
import { adminApi } from './admin.api.js';
import { adminActions } from './admin.slice.js';
import { pkbFilesMessages } from './pkb-files.messages.js';

/** The server's refusals this dialog words, by the code that starts their message. */
const FAILURES: Readonly<Record<string, MessageDescriptor>> = {
  invalidKbart: pkbFilesMessages.invalidKbart,
  invalidFileName: pkbFilesMessages.invalidFileName,
  unknownPlatform: pkbFilesMessages.unknownPlatform,
  fileTooLarge: pkbFilesMessages.fileTooLarge,
  tooManyFiles: pkbFilesMessages.tooManyFiles,
};

/**
 * Why an upload was refused: the reason in the reader's language, and the server's own words
 * (English, naming the file) when it gave any.
 */
export function describePkbUploadFailure(error: unknown): {
  reason: MessageDescriptor;
  detail: string | null;
} {
  const message = readServerMessage(error);
  const code = message?.split(':', 1)[0] ?? '';
  return { reason: FAILURES[code] ?? pkbFilesMessages.otherFailure, detail: message };
}

/**
 * Adds KBART files to one platform's knowledge base (`POST /api/admin/pkb`). The call is local to
 * this dialog, as the files it sends are not state any other screen reads; the platforms list is
 * then asked again, and the sync's progress shows on the page as it runs.
 */
export function PkbUploadDialog({
  platforms,
  platform: chosenPlatform = '',
  onClose,
}: {
  platforms: readonly PlatformManifest[];
  /** The platform to add files to, when the dialog opens from it. */
  platform?: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const fileInput = useRef<HTMLInputElement>(null);
  const [platform, setPlatform] = useState(chosenPlatform);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof describePkbUploadFailure> | null>(null);
  const isSending = progress !== null;
  // Refused here as the server would refuse them, before a 200 MiB body is sent for nothing.
  const badNames = files
    .map((file) => file.name)
    .filter((name) => !PKB_UPLOAD_FILE_NAME.test(name));
  const canSend = platform !== '' && files.length > 0 && badNames.length === 0 && !isSending;
  const choices = [...platforms].sort((a, b) => a.longname.localeCompare(b.longname));

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!canSend) {
      return;
    }
    setFailure(null);
    setProgress(0);
    adminApi.uploadPkbFiles(platform, files, setProgress).then(
      ({ saved }) => {
        dispatch(notifySuccess('admin.platforms.pkbUploaded', { count: saved.length }));
        dispatch(adminActions.platformsRefreshRequested());
        onClose();
      },
      (error: unknown) => {
        setFailure(describePkbUploadFailure(error));
        setProgress(null);
      },
    );
  };

  return (
    <DialogRoot
      open
      onOpenChange={(details) => !details.open && !isSending && onClose()}
      closeOnInteractOutside={files.length === 0}
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={handleSubmit}
              noValidate
              aria-label={intl.formatMessage(pkbFilesMessages.add)}
            >
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage {...pkbFilesMessages.add} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required disabled={isSending}>
                    <Field.Label>
                      <FormattedMessage {...pkbFilesMessages.platform} />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={platform}
                        onChange={(event) => setPlatform(event.target.value)}
                      >
                        <option value="" disabled>
                          {intl.formatMessage(pkbFilesMessages.choosePlatform)}
                        </option>
                        {choices.map((choice) => (
                          <option key={choice.name} value={choice.name}>
                            {choice.longname === choice.name
                              ? choice.name
                              : intl.formatMessage(pkbFilesMessages.platformOption, {
                                  longname: choice.longname,
                                  name: choice.name,
                                })}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root required disabled={isSending} invalid={badNames.length > 0}>
                    <Field.Label>
                      <FormattedMessage {...pkbFilesMessages.files} />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <HStack gap="3" w="full">
                      <Button
                        variant="outline"
                        flexShrink={0}
                        disabled={isSending}
                        onClick={() => fileInput.current?.click()}
                      >
                        <MdUploadFile />
                        <FormattedMessage {...pkbFilesMessages.chooseFiles} />
                      </Button>
                      <Text color="fg.muted" truncate data-testid="pkb-upload-files">
                        {files.length === 0
                          ? intl.formatMessage(pkbFilesMessages.noFile)
                          : intl.formatList(
                              files.map((file) => file.name),
                              { type: 'conjunction' },
                            )}
                      </Text>
                    </HStack>
                    <input
                      ref={fileInput}
                      type="file"
                      multiple
                      accept=".txt,text/plain,text/tab-separated-values"
                      hidden
                      aria-label={intl.formatMessage(pkbFilesMessages.files)}
                      onChange={(event) => {
                        setFiles([...(event.target.files ?? [])]);
                        setFailure(null);
                        // The same files again (after fixing them) are a new choice.
                        event.target.value = '';
                      }}
                    />
                    <Field.HelperText>
                      <FormattedMessage {...pkbFilesMessages.help} />
                    </Field.HelperText>
                    <Field.ErrorText>
                      <FormattedMessage
                        {...pkbFilesMessages.badNames}
                        values={{
                          count: badNames.length,
                          files: intl.formatList(badNames, { type: 'conjunction' }),
                        }}
                      />
                    </Field.ErrorText>
                  </Field.Root>
                  {isSending && (
                    <Progress.Root value={progress} size="sm" colorPalette="teal">
                      <Progress.Label>
                        <FormattedMessage {...pkbFilesMessages.sending} />
                      </Progress.Label>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  )}
                  {/* Read out as it appears: the answer to the click on Add. */}
                  {failure && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>
                          <FormattedMessage
                            {...pkbFilesMessages.failed}
                            values={{ reason: intl.formatMessage(failure.reason) }}
                          />
                        </Alert.Description>
                        {/* The server writes its details in English: read aloud as English. */}
                        {failure.detail !== null && (
                          <Text textStyle="sm" color="fg.muted" wordBreak="break-word" lang="en">
                            {failure.detail}
                          </Text>
                        )}
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={isSending}>
                  <FormattedMessage {...commonMessages.close} />
                </Button>
                <Button type="submit" colorPalette="teal" loading={isSending} disabled={!canSend}>
                  <MdCloudUpload />
                  <FormattedMessage {...pkbFilesMessages.send} />
                </Button>
              </Dialog.Footer>
            </form>
            {!isSending && (
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
