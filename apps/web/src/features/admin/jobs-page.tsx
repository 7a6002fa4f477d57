import {
  Badge,
  Field,
  HStack,
  IconButton,
  Input,
  Link,
  Menu,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MdDownload, MdMoreVert } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import type { Treatment } from '../../shared/contracts/jobs.contract.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { formatDate } from '../../shared/i18n/format-date.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { selectRunningJobs } from '../live-events/socket.slice.js';
import { selectLocale } from '../locale/locale.slice.js';
import { processMessages } from '../process/process.messages.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';

const STATUS_STYLE: Record<string, { palette: string; label: MessageDescriptor }> = {
  completed: { palette: 'green', label: adminMessages.completed },
  abort: { palette: 'gray', label: adminMessages.abort },
  error: { palette: 'red', label: adminMessages.error },
  started: { palette: 'teal', label: adminMessages.started },
};

/** Jobs started between the two days (inclusive), compared as dates, not as text. */
export function filterTreatments(
  treatments: readonly Treatment[],
  filters: { search: string; startDay: string; endDay: string },
): Treatment[] {
  const needle = filters.search.trim().toLowerCase();
  const start = filters.startDay ? new Date(`${filters.startDay}T00:00:00`).getTime() : null;
  const end = filters.endDay ? new Date(`${filters.endDay}T23:59:59.999`).getTime() : null;
  return treatments
    .filter((treatment) => {
      const time = new Date(treatment.createdAt).getTime();
      const matchesText =
        needle === '' ||
        `${treatment.userId ?? ''} ${treatment.jobId} ${treatment.status ?? ''}`
          .toLowerCase()
          .includes(needle);
      return matchesText && (start === null || time >= start) && (end === null || time <= end);
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** `/admin/jobs`: running count (live), history with search and date filters. */
export function JobsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const { treatments } = useAppSelector(selectAdmin);
  const running = useAppSelector(selectRunningJobs);
  const [filters, setFilters] = useState({ search: '', startDay: '', endDay: '' });

  useEffect(() => {
    dispatch(adminActions.jobsPageEntered());
    return () => {
      dispatch(adminActions.jobsPageLeft());
    };
  }, [dispatch]);

  const shown = filterTreatments(treatments, filters);
  return (
    <PageCard title={<FormattedMessage {...adminMessages.jobsTitle} />}>
      <Stack gap="4">
        <Text aria-live="polite">
          <FormattedMessage
            {...adminMessages.currentProcess}
            values={{ count: running.length, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </Text>
        <HStack gap="3" wrap="wrap" align="flex-end">
          <Field.Root maxW="xs">
            <Field.Label>
              <FormattedMessage {...commonMessages.search} />
            </Field.Label>
            <Input
              type="search"
              value={filters.search}
              onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            />
          </Field.Root>
          <Field.Root maxW="44">
            <Field.Label>
              <FormattedMessage {...adminMessages.startDate} />
            </Field.Label>
            <Input
              type="date"
              value={filters.startDay}
              onChange={(event) => setFilters({ ...filters, startDay: event.target.value })}
            />
          </Field.Root>
          <Field.Root maxW="44">
            <Field.Label>
              <FormattedMessage {...adminMessages.endDate} />
            </Field.Label>
            <Input
              type="date"
              value={filters.endDay}
              onChange={(event) => setFilters({ ...filters, endDay: event.target.value })}
            />
          </Field.Root>
        </HStack>
        {shown.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage
              {...(treatments.length === 0 ? adminMessages.noJobs : adminMessages.noJobFound)}
            />
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={intl.formatMessage(adminMessages.jobsTitle)}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    {intl.formatMessage(adminMessages.userId)}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(adminMessages.jobId)}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    {intl.formatMessage(adminMessages.createdAt)}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(adminMessages.state)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {intl.formatMessage(commonMessages.actions)}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((treatment) => {
                  const style = STATUS_STYLE[treatment.status ?? ''];
                  return (
                    <Table.Row key={treatment.jobId}>
                      <Table.Cell>
                        {(treatment.userId ?? '') === ''
                          ? intl.formatMessage(adminMessages.anonymous)
                          : treatment.userId}
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="xs">
                        <Link asChild colorPalette="teal">
                          <RouterLink to={`/report/${treatment.jobId}`} target="_blank">
                            {treatment.jobId}
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {formatDate(treatment.createdAt, locale)}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={style?.palette ?? 'teal'}>
                          {style ? intl.formatMessage(style.label) : (treatment.status ?? '')}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Menu.Root>
                          <Menu.Trigger asChild>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={intl.formatMessage(adminMessages.jobActions, {
                                id: treatment.jobId,
                              })}
                            >
                              <MdMoreVert />
                            </IconButton>
                          </Menu.Trigger>
                          <Portal>
                            <Menu.Positioner>
                              <Menu.Content>
                                <Menu.Item value="download" asChild>
                                  <a
                                    href={`/${treatment.jobId}`}
                                    target="_blank"
                                    rel="noopener noreferrer"
                                  >
                                    <MdDownload />
                                    <FormattedMessage {...processMessages.downloadResult} />
                                  </a>
                                </Menu.Item>
                              </Menu.Content>
                            </Menu.Positioner>
                          </Portal>
                        </Menu.Root>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </PageCard>
  );
}
