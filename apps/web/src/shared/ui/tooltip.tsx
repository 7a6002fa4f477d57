import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** A hover/focus tooltip around one focusable child. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <ChakraTooltip.Root openDelay={300} closeDelay={100}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
