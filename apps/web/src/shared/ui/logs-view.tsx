import { Box, Text } from '@chakra-ui/react';
import type { LogEntry } from './log-entry.js';

const LEVEL_COLORS: Record<string, string> = {
  info: 'green.400',
  verbose: 'green.400',
  warn: 'orange.400',
  error: 'red.400',
};

/** Punctuation between level and message, the same in every language. */
const LEVEL_SEPARATOR = ': ';

/**
 * Trace lines on a black card: grey date, coloured level, message. A named group, focusable so
 * the keyboard can scroll it; not a section, which would be a second "System traces" region
 * inside the report panel that already is one (axe: landmark-unique).
 */
export function LogsView({
  entries,
  maxHeight,
  label,
}: {
  entries: readonly LogEntry[];
  maxHeight?: string;
  label: string;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      bg="logs.bg"
      color="logs.fg"
      fontFamily="mono"
      fontSize="sm"
      p="3"
      borderRadius="md"
      overflowY="auto"
      maxH={maxHeight}
      tabIndex={0}
    >
      {entries.map((entry, index) => (
        <Text key={index} whiteSpace="pre-wrap" wordBreak="break-word">
          {entry.date && (
            <Text as="span" color="logs.date" me="2">
              {entry.date}
            </Text>
          )}
          <Text as="span" color={LEVEL_COLORS[entry.level] ?? 'logs.fg'}>
            {entry.level}
          </Text>
          {LEVEL_SEPARATOR}
          {entry.message}
        </Text>
      ))}
    </Box>
  );
}
