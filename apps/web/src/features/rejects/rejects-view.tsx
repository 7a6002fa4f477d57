import { Badge, Box, Heading, Progress, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import type { ReportExplorer } from '@sillage/shared-types';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { formatShare } from './format-share.js';
import {
  buildFunnelRows,
  buildSampleGroups,
  droppedByCategory,
  rejectLabelId,
} from './rejects-data.js';
import { rejectsMessages } from './rejects.messages.js';
import { SampleLines } from './sample-lines.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

function FunnelTable({ explorer }: { explorer: ReportExplorer }) {
  const intl = useIntl();
  const rows = buildFunnelRows(explorer);
  return (
    <TableScrollArea borderWidth="1px" borderRadius="md">
      {/* From md up the lost lines' badges wrap within their cell (the scroll area keeps text on
          one line), so that a row losing lines to several filters fits the card. */}
      <Table.Root
        size="sm"
        whiteSpace={{ base: 'nowrap', md: 'normal' }}
        aria-label={intl.formatMessage(rejectsMessages.funnel)}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(rejectsMessages.step)}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {intl.formatMessage(rejectsMessages.lines)}
            </Table.ColumnHeader>
            <Table.ColumnHeader minW="40">
              {intl.formatMessage(rejectsMessages.ofInput)}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(rejectsMessages.lost)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.step} data-step={row.step}>
              <Table.Cell fontWeight="medium">
                {formatMessageById(intl, `rejects.step.${row.step}`)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <FormattedNumber value={row.count} />
              </Table.Cell>
              <Table.Cell>
                {/* The bar pictures the share written under it: hidden from screen readers,
                    which would read the number twice. */}
                <Progress.Root value={row.share * 100} size="sm" colorPalette="teal">
                  <Progress.Track aria-hidden="true">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="xs" color="fg.muted">
                  {formatShare(intl, row.share, row.count)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {row.dropped.map((drop) => (
                  <Badge key={drop.category} mr="1" mb="1" colorPalette="orange" variant="subtle">
                    <FormattedMessage
                      {...rejectsMessages.dropped}
                      values={{
                        label: formatMessageById(intl, rejectLabelId(drop.category)),
                        count: drop.count,
                      }}
                    />
                  </Badge>
                ))}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

function SampleTabs({ explorer }: { explorer: ReportExplorer }) {
  const intl = useIntl();
  const groups = buildSampleGroups(explorer);
  const totals = droppedByCategory(explorer);
  if (groups.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage {...rejectsMessages.noSamples} />
      </Text>
    );
  }
  return (
    <Tabs.Root defaultValue={groups[0]?.category} variant="enclosed" lazyMount>
      <Tabs.List aria-label={intl.formatMessage(rejectsMessages.category)} flexWrap="wrap" h="auto">
        {groups.map((group) => (
          <Tabs.Trigger key={group.category} value={group.category}>
            {formatMessageById(intl, rejectLabelId(group.category))}
            <Badge ms="1">
              {intl.formatNumber(totals.get(group.category) ?? group.samples.length)}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {groups.map((group) => {
        const label = formatMessageById(intl, rejectLabelId(group.category));
        return (
          <Tabs.Content key={group.category} value={group.category}>
            <Text fontSize="sm" color="fg.muted" mb="2">
              <FormattedMessage
                {...rejectsMessages.sampleCount}
                values={{
                  shown: group.samples.length,
                  total: totals.get(group.category) ?? group.samples.length,
                }}
              />
            </Text>
            <SampleLines samples={group.samples} label={label} />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

function UnknownHostsTable({ explorer }: { explorer: ReportExplorer }) {
  const intl = useIntl();
  if (explorer.unknownHosts.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage {...rejectsMessages.noUnknownHosts} />
      </Text>
    );
  }
  return (
    <TableScrollArea
      borderWidth="1px"
      borderRadius="md"
      maxH="60vh"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage(rejectsMessages.unknownHosts)}
    >
      {/* From md up cells wrap (the scroll area keeps text on one line), so that long proxied
          hosts leave room for the last column instead of pushing it out of the card; a phone
          keeps whole hosts and scrolls the table sideways. */}
      <Table.Root
        size="sm"
        whiteSpace={{ base: 'nowrap', md: 'normal' }}
        aria-label={intl.formatMessage(rejectsMessages.unknownHosts)}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(rejectsMessages.host)}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {intl.formatMessage(rejectsMessages.lines)}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {intl.formatMessage(rejectsMessages.share)}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(rejectsMessages.loggedAs)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(rejectsMessages.knownBy)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {explorer.unknownHosts.map((host) => (
            <Table.Row key={host.host}>
              <Table.Cell fontWeight="medium" overflowWrap="anywhere">
                {host.host}
                {host.deproxied && (
                  <Badge ms="2" colorPalette="blue" variant="subtle">
                    <FormattedMessage {...rejectsMessages.deproxied} />
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <FormattedNumber value={host.count} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatShare(intl, host.share, host.count)}
              </Table.Cell>
              <Table.Cell fontSize="xs" wordBreak="break-all">
                {host.domains.join(', ')}
              </Table.Cell>
              <Table.Cell>
                {host.knownPlatform ?? ''}
                {host.knownByNative === true && (
                  <Badge ms="2" colorPalette="green" variant="subtle">
                    <FormattedMessage {...rejectsMessages.nativePlatform} />
                  </Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** The reject explorer: funnel, sample lines by category, unknown domains ranked. */
export function RejectsView({ explorer }: { explorer: ReportExplorer }) {
  const sections = [
    { title: rejectsMessages.funnel, body: <FunnelTable explorer={explorer} /> },
    { title: rejectsMessages.samples, body: <SampleTabs explorer={explorer} /> },
    { title: rejectsMessages.unknownHosts, body: <UnknownHostsTable explorer={explorer} /> },
  ];
  return (
    <Stack gap="6">
      <Text>
        <FormattedMessage {...rejectsMessages.intro} />
      </Text>
      {sections.map((section) => (
        <Box as="section" key={section.title.id}>
          <Heading as="h2" size="sm" mb="2">
            <FormattedMessage {...section.title} />
          </Heading>
          {section.body}
        </Box>
      ))}
    </Stack>
  );
}
