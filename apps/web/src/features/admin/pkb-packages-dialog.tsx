import {
  Badge,
  Button,
  CloseButton,
  Dialog,
  IconButton,
  Portal,
  Table,
  Text,
} from '@chakra-ui/react';
import { MdDelete, MdUploadFile } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PkbPackage, PlatformManifest } from '@sillage/shared-types';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { formatDay } from '../../shared/i18n/format-date.js';
import { formatBytes } from '../../shared/ui/format-bytes.js';
import { adminMessages } from './admin.messages.js';
import { pkbFilesMessages } from './pkb-files.messages.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

/**
 * The knowledge-base packages of one platform: name, KBART file, date, size and number of titles.
 * The files an administrator added can be removed (`onRemove`); `onAdd` adds more to the platform.
 */
export function PkbPackagesDialog({
  platform,
  onAdd,
  onRemove,
  onClose,
}: {
  platform: PlatformManifest;
  onAdd: () => void;
  onRemove: (pkb: PkbPackage) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const packages = [...platform['pkb-packages']].sort((a, b) => a.name.localeCompare(b.name));
  // Files of a pack or a server folder are not the page's to remove: no column for them alone.
  const hasRemovable = packages.some((pkb) => pkb.uploaded === true);
  const title = intl.formatMessage(adminMessages.pkbPackagesOf, {
    platform: platform.longname,
  });
  return (
    <DialogRoot open onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            {/* Room on the right for the close button, which a long title ran under on a phone. */}
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* Five columns are wider than a phone: they scroll (by keyboard too) rather than fall off. */}
              <TableScrollArea role="region" aria-label={title} tabIndex={0}>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>
                        <FormattedMessage {...adminMessages.pkbPackage} />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <FormattedMessage {...adminMessages.pkbFile} />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <FormattedMessage {...adminMessages.pkbDate} />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        <FormattedMessage {...adminMessages.pkbSize} />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        <FormattedMessage {...adminMessages.pkbEntries} />
                      </Table.ColumnHeader>
                      {hasRemovable && (
                        <Table.ColumnHeader w="10">
                          <Text srOnly>{intl.formatMessage(commonMessages.actions)}</Text>
                        </Table.ColumnHeader>
                      )}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {packages.map((pkb) => (
                      // An upload is listed beside a pack's file of the same package, even name.
                      <Table.Row key={`${pkb.uploaded === true ? 'uploaded' : 'kept'}/${pkb.file}`}>
                        <Table.Cell>{pkb.name}</Table.Cell>
                        <Table.Cell>
                          {pkb.file}
                          {pkb.uploaded === true && (
                            <Badge ms="2" size="sm" colorPalette="teal" variant="subtle">
                              <FormattedMessage {...pkbFilesMessages.addedHere} />
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell>{formatDay(pkb.date, intl.locale)}</Table.Cell>
                        <Table.Cell textAlign="end">
                          {formatBytes(pkb.size, intl.locale)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{intl.formatNumber(pkb.entries)}</Table.Cell>
                        {hasRemovable && (
                          <Table.Cell>
                            {pkb.uploaded === true && (
                              <IconButton
                                size="xs"
                                variant="ghost"
                                colorPalette="red"
                                aria-label={intl.formatMessage(pkbFilesMessages.remove, {
                                  file: pkb.file,
                                })}
                                onClick={() => onRemove(pkb)}
                              >
                                <MdDelete />
                              </IconButton>
                            )}
                          </Table.Cell>
                        )}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScrollArea>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="teal" onClick={onAdd}>
                <MdUploadFile />
                <FormattedMessage {...pkbFilesMessages.add} />
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
