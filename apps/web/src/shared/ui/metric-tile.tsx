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
          <Stat.Root textAlign="end">
            <Stat.ValueText fontSize="xl">{value}</Stat.ValueText>
            <Stat.Label>{label}</Stat.Label>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
