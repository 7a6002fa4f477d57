import { Box, Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's card: dark-grey title bar (with optional actions) above the content. */
export function PageCard({
  title,
  actions,
  children,
  headingLevel = 'h1',
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <Card.Root overflow="hidden" variant="elevated">
      <Flex
        bg="secondary.solid"
        color="secondary.contrast"
        px="4"
        py="2"
        align="center"
        gap="2"
        wrap="wrap"
        minH="12"
      >
        <Heading as={headingLevel} size="md" flex="1" minW="0">
          {title}
        </Heading>
        {actions}
      </Flex>
      <Box p={{ base: '3', md: '5' }}>{children}</Box>
    </Card.Root>
  );
}
