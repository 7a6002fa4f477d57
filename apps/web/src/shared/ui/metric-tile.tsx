import { Box, Card, HStack, Icon, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

/** A figure with its label and a coloured square icon. */
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
        <HStack gap="3" align="center">
          <Box
            colorPalette={colorPalette}
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            p="2"
            borderRadius="md"
          >
            <Icon as={icon} boxSize="7" />
          </Box>
          {/* A <dl> wants its term first: the label leads in the DOM, the figure shows on top. */}
          <Stat.Root textAlign="end" flexDirection="column-reverse">
            <Stat.Label justifyContent="flex-end">{label}</Stat.Label>
            <Stat.ValueText fontSize="xl" justifyContent="flex-end">
              {value}
            </Stat.ValueText>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
