import {
  Alert,
  Box,
  Button,
  Center,
  IconButton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { MdClose, MdDeleteForever, MdUploadFile } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { formatBytes } from '../../shared/ui/format-bytes.js';
import { forgetAllFiles, forgetFile, registerFiles } from './file-registry.js';
import { processMessages } from './process.messages.js';
import { processActions, selectLogFiles } from './process.slice.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

/** Drop zone (click, keyboard or drag and drop) and the list of chosen files with their sizes. */
export function LogFilesPicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const files = useAppSelector(selectLogFiles);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // Each row's Remove button by file id, to move the focus when a row goes away with it.
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const [isDragging, setIsDragging] = useState(false);
  // The list was emptied by a removal: the status says so (it would otherwise fall silent).
  const [wasEmptied, setWasEmptied] = useState(false);
  const [emptyNames, setEmptyNames] = useState<string[]>([]);
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);

  const addFiles = (list: FileList | null) => {
    if (list && list.length > 0) {
      // An empty file has no line to process: it is refused here rather than failing the job.
      const chosen = Array.from(list);
      const kept = chosen.filter((file) => file.size > 0);
      setEmptyNames(chosen.filter((file) => file.size === 0).map((file) => file.name));
      if (kept.length > 0) {
        dispatch(processActions.filesAdded(registerFiles(kept)));
      }
    }
  };
  // The pressed button goes away with its row (or with the whole list): the focus would fall back
  // to <body> and keyboard users would start over from the top of the page (WCAG 2.4.3). It goes
  // to the next row's Remove button, else the previous one's, else to "Choose log files".
  const removeFile = (index: number) => {
    const file = files[index];
    if (file === undefined) {
      return;
    }
    const neighbour = files[index + 1] ?? files[index - 1];
    setWasEmptied(neighbour === undefined);
    forgetFile(file.id);
    dispatch(processActions.fileRemoved(file.id));
    const next = neighbour === undefined ? undefined : removeButtons.current.get(neighbour.id);
    (next ?? chooseButton.current)?.focus();
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <Stack gap="4">
      <Center
        borderWidth="4px"
        borderStyle="dashed"
        borderColor={isDragging ? 'primary.solid' : 'border.emphasized'}
        bg={isDragging ? 'primary.subtle' : undefined}
        borderRadius="md"
        minH="28"
        p="4"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        data-testid="log-files-dropzone"
      >
        <Stack align="center" gap="2">
          <Text color="fg.muted" fontSize="lg" textAlign="center">
            <FormattedMessage {...processMessages.clickToAdd} />
          </Text>
          <Button
            ref={chooseButton}
            colorPalette="teal"
            variant="outline"
            onClick={() => input.current?.click()}
          >
            <MdUploadFile />
            <FormattedMessage {...processMessages.chooseFiles} />
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={intl.formatMessage(processMessages.chooseFiles)}
            onChange={(event) => {
              addFiles(event.target.files);
              // Reset, so the same file can be chosen again.
              event.target.value = '';
            }}
          />
        </Stack>
      </Center>
      {emptyNames.length > 0 && (
        <Alert.Root status="warning" variant="outline" data-testid="empty-files">
          <Alert.Indicator />
          <Alert.Description wordBreak="break-word">
            <FormattedMessage
              {...processMessages.emptyFilesRefused}
              values={{
                count: emptyNames.length,
                names: intl.formatList(emptyNames, { type: 'conjunction' }),
              }}
            />
          </Alert.Description>
        </Alert.Root>
      )}
      {/*
        The summary is a status message, read out when files are added or removed (WCAG 4.1.3): it
        is there, empty and out of the layout, before the first file, since a live region that
        appears with its text is often not read.
      */}
      <Box srOnly={files.length === 0 ? true : undefined}>
        {files.length > 0 && (
          <TableScrollArea>
            <Table.Root size="sm" aria-label={intl.formatMessage(processMessages.filesSelection)}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="12">
                    <VisuallyHidden>{intl.formatMessage(commonMessages.actions)}</VisuallyHidden>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    {intl.formatMessage(commonMessages.fileName)}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {intl.formatMessage(commonMessages.size)}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {files.map((file, index) => (
                  <Table.Row key={file.id}>
                    <Table.Cell>
                      <IconButton
                        ref={(button) => {
                          if (button === null) {
                            removeButtons.current.delete(file.id);
                          } else {
                            removeButtons.current.set(file.id, button);
                          }
                        }}
                        size="xs"
                        variant="ghost"
                        aria-label={intl.formatMessage(processMessages.removeFile, {
                          name: file.name,
                        })}
                        onClick={() => removeFile(index)}
                      >
                        <MdClose />
                      </IconButton>
                    </Table.Cell>
                    <Table.Cell wordBreak="break-all" whiteSpace="normal">
                      {file.name}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatBytes(file.size, intl.locale)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScrollArea>
        )}
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'center' }}
          mt="2"
          gap="2"
        >
          {files.length > 0 && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => {
                forgetAllFiles();
                dispatch(processActions.filesCleared());
                setWasEmptied(true);
                // The button goes away with the list.
                chooseButton.current?.focus();
              }}
            >
              <MdDeleteForever />
              <FormattedMessage {...processMessages.removeList} />
            </Button>
          )}
          <Text fontSize="sm" role="status" data-testid="files-summary">
            {files.length > 0 ? (
              <FormattedMessage
                {...processMessages.selectedFiles}
                values={{ count: files.length, total: formatBytes(totalBytes, intl.locale) }}
              />
            ) : (
              wasEmptied && <FormattedMessage {...processMessages.listEmptied} />
            )}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
