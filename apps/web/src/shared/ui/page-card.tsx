import { Box, Card, Flex, Heading, Theme } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card's dark-grey title bar, with optional actions at its end. The bar is dark whatever the
 * theme, so its actions take the dark theme's colours: a ghost button's hover stays dark under
 * its white label (the light theme's turned near white, hiding it).
 */
export function CardBar({
  title,
  actions,
  headingLevel = 'h1',
}: {
  title: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
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
      {actions !== undefined && (
        <Theme appearance="dark" hasBackground={false} color="inherit" display="contents">
          {actions}
        </Theme>
      )}
    </Flex>
  );
}

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
      <CardBar title={title} actions={actions} headingLevel={headingLevel} />
      <Box p={{ base: '3', md: '5' }}>{children}</Box>
    </Card.Root>
  );
}
