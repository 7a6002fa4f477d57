import {
  Button,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import type { User } from '@sillage/shared-types';
import { useEffect, useState } from 'react';
import { MdDelete, MdEdit, MdPersonAdd, MdSearch } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { SortableColumnHeader } from '../../shared/ui/sortable-column-header.js';
import { usePagination } from '../../shared/ui/table-pagination.js';
import { sortRows, toggleSort, type TableSort } from '../../shared/ui/table-sort.js';
import { selectUser } from '../auth/auth.slice.js';
import { AdminListState } from './admin-list-state.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import { DeleteUserDialog, UserDialog } from './user-dialogs.js';
import { formatUserLocale } from './user-locale-field.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

/** Columns the users table sorts by (client.md §5.4). */
type UserColumn = 'email' | 'group';

/**
 * `/admin/users`: list (sortable by e-mail and group, with each account's language), search, add,
 * edit, delete (not yourself).
 */
export function UsersPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectUser);
  const { users } = useAppSelector(selectAdmin);
  const [search, setSearch] = useState('');
  const [edited, setEdited] = useState<User | 'new' | null>(null);
  const [deleted, setDeleted] = useState<User | null>(null);
  // Four columns are wider than a phone: group and language fold under the e-mail, else the
  // edit and delete buttons sat off screen to the right with nothing showing they were there
  // (the e-mail wraps too: the scroll area keeps cells on one line).
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [sort, setSort] = useState<TableSort<UserColumn>>({
    column: 'email',
    direction: 'ascending',
  });

  useEffect(() => {
    dispatch(adminActions.usersPageEntered());
  }, [dispatch]);

  const groupName = (group: string) =>
    intl.formatMessage(group === 'admin' ? adminMessages.groupAdmin : adminMessages.groupUser);
  const needle = search.trim().toLowerCase();
  const byEmail = (a: User, b: User) => a.username.localeCompare(b.username);
  const shown = sortRows(
    users.filter(
      (user) =>
        needle === '' || `${user.username} ${groupName(user.group)}`.toLowerCase().includes(needle),
    ),
    sort,
    {
      email: byEmail,
      // By the group's shown name, then by e-mail within a group.
      group: (a, b) =>
        groupName(a.group).localeCompare(groupName(b.group), intl.locale) || byEmail(a, b),
    },
  );
  const handleSort = (column: UserColumn) => setSort(toggleSort(sort, column));
  const page = usePagination(shown);

  return (
    <PageCard
      title={<FormattedMessage {...adminMessages.usersTitle} />}
      actions={
        <Button size="sm" colorPalette="teal" onClick={() => setEdited('new')}>
          <MdPersonAdd />
          <FormattedMessage {...adminMessages.addUser} />
        </Button>
      }
    >
      <Stack gap="4">
        <InputGroup startElement={<MdSearch />} maxW="sm">
          <Input
            type="search"
            value={search}
            aria-label={intl.formatMessage(commonMessages.search)}
            placeholder={intl.formatMessage(commonMessages.search)}
            onChange={(event) => setSearch(event.target.value)}
          />
        </InputGroup>
        <AdminListState list="users">
          {shown.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage
                {...(users.length === 0 ? adminMessages.noUsers : adminMessages.noMatchingUser)}
              />
            </Text>
          ) : (
            <Stack gap="2">
              <TableScrollArea>
                <Table.Root size="sm" aria-label={intl.formatMessage(adminMessages.usersTitle)}>
                  <Table.Header>
                    <Table.Row>
                      <SortableColumnHeader
                        column="email"
                        label={intl.formatMessage(commonMessages.email)}
                        sort={sort}
                        onSort={handleSort}
                      />
                      {!isPhone && (
                        <>
                          <SortableColumnHeader
                            column="group"
                            label={intl.formatMessage(adminMessages.group)}
                            sort={sort}
                            onSort={handleSort}
                          />
                          <Table.ColumnHeader>
                            {intl.formatMessage(commonMessages.language)}
                          </Table.ColumnHeader>
                        </>
                      )}
                      <Table.ColumnHeader textAlign="end">
                        {intl.formatMessage(commonMessages.actions)}
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {page.rows.map((user) => (
                      <Table.Row key={user.id}>
                        <Table.Cell wordBreak="break-all" whiteSpace="normal">
                          {user.username}
                          {isPhone && (
                            <Text color="fg.muted" fontSize="xs">
                              {[groupName(user.group), formatUserLocale(intl, user.locale)].join(
                                ' · ',
                              )}
                            </Text>
                          )}
                        </Table.Cell>
                        {!isPhone && (
                          <>
                            <Table.Cell>{groupName(user.group)}</Table.Cell>
                            <Table.Cell>{formatUserLocale(intl, user.locale)}</Table.Cell>
                          </>
                        )}
                        <Table.Cell textAlign="end">
                          {user.username === me?.username ? (
                            <Text as="span" color="fg.muted" fontSize="sm">
                              <FormattedMessage {...adminMessages.you} />
                            </Text>
                          ) : (
                            <HStack justify="flex-end" gap="1">
                              <IconButton
                                size="xs"
                                variant="ghost"
                                aria-label={intl.formatMessage(adminMessages.editUserLabel, {
                                  email: user.username,
                                })}
                                onClick={() => setEdited(user)}
                              >
                                <MdEdit />
                              </IconButton>
                              <IconButton
                                size="xs"
                                variant="ghost"
                                colorPalette="red"
                                aria-label={intl.formatMessage(adminMessages.deleteUserLabel, {
                                  email: user.username,
                                })}
                                onClick={() => setDeleted(user)}
                              >
                                <MdDelete />
                              </IconButton>
                            </HStack>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScrollArea>
              {page.footer}
            </Stack>
          )}
        </AdminListState>
      </Stack>
      {edited !== null && (
        <UserDialog user={edited === 'new' ? null : edited} onClose={() => setEdited(null)} />
      )}
      {deleted !== null && <DeleteUserDialog user={deleted} onClose={() => setDeleted(null)} />}
    </PageCard>
  );
}
