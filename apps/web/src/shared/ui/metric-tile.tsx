import { Box, Card, Icon, Stack, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

/**
 * A figure with its label and a coloured square icon: side by side from the `sm` breakpoint, the
 * icon above the figure on a phone, where tiles go two to a row.
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
    <Card.Root variant="outline" size="sm">
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
          >
            <Icon as={icon} boxSize={{ base: '5', sm: '7' }} />
          </Box>
          {/* A <dl> wants its term first: the label leads in the DOM, the figure shows on top. */}
          <Stat.Root textAlign="end" flexDirection="column-reverse">
            <Stat.Label justifyContent="flex-end">{label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: 'lg', sm: 'xl' }} justifyContent="flex-end">
              {value}
            </Stat.ValueText>
          </Stat.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
