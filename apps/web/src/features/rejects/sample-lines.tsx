import { Box, Code, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { RejectSample } from '@sillage/shared-types';
import { useIntl } from 'react-intl';
import { formatSampleReason } from './format-sample-reason.js';
import { rejectsMessages } from './rejects.messages.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

/** The name of a sample's file when the job had several (its name, else its rank). */
function useFileLabel() {
  const intl = useIntl();
  return (sample: RejectSample) =>
    sample.file === undefined
      ? undefined
      : (sample.fileName ?? intl.formatMessage(rejectsMessages.fileNumber, { file: sample.file }));
}

function WithheldLine() {
  const intl = useIntl();
  return (
    // A sentence in a table cell, which keeps its text on one line unless told.
    <Text fontSize="xs" color="fg.muted" fontStyle="italic" whiteSpace="normal">
      {intl.formatMessage(rejectsMessages.withheld)}
    </Text>
  );
}

/** Wide screens: line number, whole line (wrapped) and detail side by side. */
function SampleTable({ samples, label }: { samples: RejectSample[]; label: string }) {
  const intl = useIntl();
  const fileLabel = useFileLabel();
  return (
    // A scrolling box the keyboard can reach (and scroll) too.
    <TableScrollArea
      borderWidth="1px"
      borderRadius="md"
      maxH="60vh"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">
              {intl.formatMessage(rejectsMessages.lineNumber)}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(rejectsMessages.line)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(rejectsMessages.reason)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {samples.map((sample) => (
            <Table.Row key={sample.lineNumber}>
              <Table.Cell textAlign="end">
                {/* Several inputs: the line in its own file, so it can be found there. */}
                {sample.fileLineNumber ?? sample.lineNumber}
                {sample.file !== undefined && (
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {fileLabel(sample)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {sample.withheld === true ? (
                  <WithheldLine />
                ) : (
                  <Code fontSize="xs" wordBreak="break-all" whiteSpace="pre-wrap">
                    {sample.line}
                  </Code>
                )}
              </Table.Cell>
              {/* Some reasons are sentences (a line over the length limit): they wrap too. */}
              <Table.Cell fontSize="xs" whiteSpace="normal" minW="40">
                {formatSampleReason(intl, sample)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/**
 * Phones: one block per sample, where and why above, the line below on one row of its own that
 * scrolls sideways; a table column a few characters wide would break it into a tower of scraps.
 */
function SampleBlocks({ samples, label }: { samples: RejectSample[]; label: string }) {
  const intl = useIntl();
  const fileLabel = useFileLabel();
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label={label} data-testid="sample-blocks">
      {samples.map((sample) => {
        const line = sample.fileLineNumber ?? sample.lineNumber;
        const file = fileLabel(sample);
        const reason = formatSampleReason(intl, sample);
        return (
          <Box as="li" key={sample.lineNumber} borderWidth="1px" borderRadius="md" p="2">
            <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
              {file === undefined
                ? intl.formatMessage(rejectsMessages.sampleLine, { line })
                : intl.formatMessage(rejectsMessages.sampleLineInFile, { line, file })}
            </Text>
            {reason !== '' && (
              <Text fontSize="xs" color="fg.muted">
                {reason}
              </Text>
            )}
            {sample.withheld === true ? (
              <WithheldLine />
            ) : (
              // Focusable, so that the keyboard can scroll a long line too.
              <Box
                as="pre"
                tabIndex={0}
                mt="1"
                p="2"
                overflowX="auto"
                whiteSpace="pre"
                borderRadius="sm"
                bg="bg.muted"
                fontFamily="mono"
                fontSize="xs"
              >
                <code>{sample.line}</code>
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/** The sample lines of one reason: a table on wide screens, blocks on phones. */
export function SampleLines({ samples, label }: { samples: RejectSample[]; label: string }) {
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  return isPhone ? (
    <SampleBlocks samples={samples} label={label} />
  ) : (
    <SampleTable samples={samples} label={label} />
  );
}
