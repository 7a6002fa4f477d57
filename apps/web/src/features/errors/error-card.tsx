import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { PageCard } from '../../shared/ui/page-card.js';

/** Status codes that have their own text; any other code shows the 500 text (spec §2). */
export const KNOWN_ERROR_CODES = [401, 403, 404, 500, 503] as const;

/** The catalog id of the text for a status code. */
export function errorTextId(statusCode: number): string {
  return (KNOWN_ERROR_CODES as readonly number[]).includes(statusCode)
    ? `errors.${statusCode}`
    : 'errors.500';
}

/** Error card: title bar, big status code, its text and a way home. */
export function ErrorCard({ statusCode }: { statusCode: number }) {
  const intl = useIntl();
  return (
    <PageCard title={<FormattedMessage {...errorMessages.title} />}>
      <Stack align="center" gap="4" py="8" textAlign="center">
        <Text
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="bold"
          color="primary.fg"
          lineHeight="1"
          data-testid="error-code"
        >
          {statusCode}
        </Text>
        <Text fontSize="xl" as="h2">
          {formatMessageById(intl, errorTextId(statusCode))}
        </Text>
        <Button asChild variant="outline" colorPalette="teal">
          <RouterLink to="/">
            <FormattedMessage {...commonMessages.back} />
          </RouterLink>
        </Button>
      </Stack>
    </PageCard>
  );
}
