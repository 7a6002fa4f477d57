import {
  Accordion,
  Alert,
  Box,
  Card,
  Code,
  HStack,
  Span,
  Spinner,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppSelector } from '../../app/hooks.js';
import { AccordionPanel } from '../../shared/ui/accordion-panel.js';
import { LABELLED_SPINNER_ROLE } from '../../shared/ui/page-loader.js';
import { selectLogLines } from '../process/process.slice.js';
import { judgeAnalysis, splitAtBreak, type AnalysisVerdict } from './format-analysis.js';
import { formatMessages } from './format.messages.js';
import { selectFormat } from './format.slice.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

const STRIPE: Record<AnalysisVerdict, string> = {
  none: 'blue.500',
  match: 'green.500',
  partial: 'orange.400',
  failed: 'red.500',
};
const VERDICT_TEXT: Record<AnalysisVerdict, MessageDescriptor> = {
  none: formatMessages.verdictNone,
  match: formatMessages.verdictMatch,
  partial: formatMessages.verdictPartial,
  failed: formatMessages.verdictFailed,
};
const MISSING_TEXT: Record<string, MessageDescriptor> = {
  date: formatMessages.missingDate,
  url: formatMessages.missingUrl,
  domain: formatMessages.missingDomain,
};

/**
 * The matched part in green, the rest in red. Screen readers hear which is which as words
 * before each part (a name on a plain span is not read).
 */
function MatchedText({ text, breakAt }: { text: string; breakAt: number }) {
  const { matched, rest } = splitAtBreak(text, breakAt);
  const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  return (
    <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="sm">
      {matched !== '' && (
        <Span color="fg.success">
          <FormattedMessage {...formatMessages.matchedPart} values={{ hidden, text: matched }} />
        </Span>
      )}
      {rest !== '' && (
        <Span color="fg.error" textDecoration="underline wavy">
          <FormattedMessage {...formatMessages.unmatchedPart} values={{ hidden, text: rest }} />
        </Span>
      )}
    </Code>
  );
}

/** The assistant's verdict on the first line: format, regex and the event it produced. */
export function AnalysisCard() {
  const intl = useIntl();
  const { analysis, isAnalyzing } = useAppSelector(selectFormat);
  const firstLine = useAppSelector(selectLogLines).split(/\r?\n/, 1)[0] ?? '';
  const verdict = judgeAnalysis(analysis);
  return (
    <Card.Root
      variant="outline"
      overflow="hidden"
      data-testid="format-analysis"
      data-verdict={verdict}
    >
      <Box h="2" bg={STRIPE[verdict]} />
      <Card.Header>
        <HStack>
          <Text fontWeight="semibold">
            <FormattedMessage {...formatMessages.formatAnalysis} />
          </Text>
          {isAnalyzing && (
            <Spinner
              size="sm"
              role={LABELLED_SPINNER_ROLE}
              aria-label={intl.formatMessage(formatMessages.analyzing)}
            />
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage {...formatMessages.firstLogLine} />
        </Text>
        <Text role="status" mt="1">
          <FormattedMessage {...VERDICT_TEXT[verdict]} />
        </Text>
      </Card.Header>
      {analysis && (
        <Card.Body pt="0">
          {analysis.autoDetect && !analysis.strictMatch ? (
            <Text color="fg.error">
              <FormattedMessage {...formatMessages.detectionFailed} />
            </Text>
          ) : (
            <Accordion.Root multiple defaultValue={['format', 'line']} variant="enclosed">
              <AccordionPanel
                value="format"
                title={
                  analysis.proxy
                    ? intl.formatMessage(formatMessages.format, { proxy: analysis.proxy })
                    : intl.formatMessage(formatMessages.formatUnknownProxy)
                }
              >
                <MatchedText text={analysis.format ?? ''} breakAt={analysis.formatBreak} />
              </AccordionPanel>
              {analysis.lineBreak !== undefined && (
                // Where in the line the format stops reading, when it does not read it whole.
                <AccordionPanel value="line" title={intl.formatMessage(formatMessages.logLine)}>
                  <MatchedText text={firstLine} breakAt={analysis.lineBreak} />
                </AccordionPanel>
              )}
              <AccordionPanel value="regex" title={intl.formatMessage(formatMessages.regex)}>
                {analysis.regexp ? (
                  <MatchedText text={analysis.regexp} breakAt={analysis.regexpBreak} />
                ) : (
                  <Text color="fg.error">
                    <FormattedMessage {...formatMessages.regexFailed} />
                  </Text>
                )}
              </AccordionPanel>
              <AccordionPanel value="ec" title={intl.formatMessage(formatMessages.ecGenerated)}>
                <Stack gap="3">
                  {analysis.missing.map((field) => (
                    <Alert.Root key={field} status="warning" variant="outline">
                      <Alert.Indicator />
                      <Alert.Description>
                        {MISSING_TEXT[field] ? (
                          <FormattedMessage {...MISSING_TEXT[field]} />
                        ) : (
                          <FormattedMessage {...formatMessages.missingOther} values={{ field }} />
                        )}
                      </Alert.Description>
                    </Alert.Root>
                  ))}
                  <TableScrollArea>
                    <Table.Root
                      size="sm"
                      aria-label={intl.formatMessage(formatMessages.ecGenerated)}
                    >
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>
                            {intl.formatMessage(formatMessages.property)}
                          </Table.ColumnHeader>
                          <Table.ColumnHeader>
                            {intl.formatMessage(formatMessages.value)}
                          </Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {Object.entries(analysis.ec).map(([key, value]) => (
                          <Table.Row key={key}>
                            <Table.Cell fontWeight="medium">{key}</Table.Cell>
                            <Table.Cell wordBreak="break-all" whiteSpace="normal">
                              {value}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </TableScrollArea>
                </Stack>
              </AccordionPanel>
            </Accordion.Root>
          )}
        </Card.Body>
      )}
    </Card.Root>
  );
}
