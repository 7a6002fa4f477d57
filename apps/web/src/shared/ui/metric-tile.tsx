import { Box, Card, Icon, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

/**
 * The figure's font size, from the tile's own width (`cqi`, the tile is a size container) rather
 * than the window's: "123 456 lignes/s" is about 9 em wide in bold, so the width left beside the
 * icon (above it on a phone) divided by 9 keeps it on one line, between 0.8 and 1.25 rem.
 */
const FIGURE_FONT_SIZE = {
  base: 'clamp(0.8rem, calc((100cqi - 1.5rem) / 9), 1.25rem)',
  sm: 'clamp(0.8rem, calc((100cqi - 5.5rem) / 9), 1.25rem)',
} as const;

/**
 * The grid of figure tiles: two to a row on a phone; from the `sm` breakpoint as many as the
 * card's width gives at 13 rem each, at most four. 13 rem is the narrowest tile whose figure fits
 * at the smallest font above (5.5 rem beside it + 9 em of 0.8 rem): four of them fit beside the
 * drawer at 1280 px, so four tiles make one row there, not three and one below.
 */
export function MetricGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      gap="3"
      templateColumns={{
        base: 'repeat(2, minmax(0, 1fr))',
        // max(): no narrower than 13 rem, nor than a quarter of the row (at most four columns).
        sm: 'repeat(auto-fill, minmax(max(13rem, calc((100% - 2.25rem) / 4)), 1fr))',
      }}
    >
      {children}
    </SimpleGrid>
  );
}

/**
 * A figure with its label and a coloured square icon: side by side from the `sm` breakpoint, the
 * icon above the figure on a phone, where tiles go two to a row. The figure never wraps: its size
 * follows the tile's width instead.
 */
export function MetricTile({
  icon,
  label,
  value,
  colorPalette,
}: {
  icon: IconType;
  label: string;
  value: string | number;
  colorPalette: string;
}) {
  return (
    <Card.Root variant="outline" size="sm" css={{ containerType: 'inline-size' }} minW="0">
      <Card.Body>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '2', sm: '3' }}
          align={{ base: 'stretch', sm: 'center' }}
        >
          <Box
            colorPalette={colorPalette}
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            p={{ base: '1.5', sm: '2' }}
            borderRadius="md"
            alignSelf={{ base: 'flex-start', sm: 'center' }}
            flexShrink="0"
          >
            <Icon as={icon} boxSize={{ base: '5', sm: '7' }} />
          </Box>
          {/* A <dl> wants its term first: the label leads in the DOM, the figure shows on top. */}
          <Stat.Root textAlign="end" flexDirection="column-reverse" minW="0">
            <Stat.Label justifyContent="flex-end" overflowWrap="break-word">
              {label}
            </Stat.Label>
            <Stat.ValueText
              fontSize={FIGURE_FONT_SIZE}
              justifyContent="flex-end"
              whiteSpace="nowrap"
            >
              {value}
            </Stat.ValueText>
          </Stat.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
