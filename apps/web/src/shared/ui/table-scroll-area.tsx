import { Box, Table } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Whether the scroller hides columns before (left) and after (right) what it shows. */
interface HiddenSides {
  before: boolean;
  after: boolean;
}

/** Less than a pixel past an edge is rounding, not a hidden column. */
const EDGE_SLACK_PX = 1;

/** The sides of `ref`'s element that hide content, kept up to date as it scrolls or resizes. */
function useHiddenSides(ref: RefObject<HTMLDivElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({ before: false, after: false });
  useEffect(() => {
    const scroller = ref.current;
    if (scroller === null) {
      return undefined;
    }
    const update = () => {
      const hiddenAfter = scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft;
      const before = scroller.scrollLeft > EDGE_SLACK_PX;
      const after = hiddenAfter > EDGE_SLACK_PX;
      setSides((previous) =>
        previous.before === before && previous.after === after ? previous : { before, after },
      );
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    // The table grows as its rows arrive while the scroller's own box keeps its size.
    if (scroller.firstElementChild !== null) {
      observer.observe(scroller.firstElementChild);
    }
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return sides;
}

/** An inner shadow along one edge: it darkens whatever the rows paint, in both themes. */
function EdgeShade({ side, shown }: { side: 'before' | 'after'; shown: boolean }) {
  const inward = side === 'before' ? '12px' : '-12px';
  return (
    <Box
      aria-hidden
      data-scroll-hint={side}
      data-shown={shown}
      position="absolute"
      insetY="0"
      {...(side === 'before' ? { left: '0' } : { right: '0' })}
      width="5"
      pointerEvents="none"
      opacity={shown ? 1 : 0}
      transition="opacity 0.15s"
      boxShadow={`inset ${inward} 0 10px -9px rgba(0, 0, 0, 0.5)`}
      borderRadius="inherit"
    />
  );
}

/**
 * `Table.ScrollArea` that shows when columns are out of sight: a table wider than a phone
 * scrolls inside its card, and without a sign at the edge nothing tells that more is there.
 * Every table of the app scrolls through this one (a lint rule says so).
 */
export function TableScrollArea(props: Table.ScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { before, after } = useHiddenSides(ref);
  return (
    <Box position="relative" minW="0">
      <Table.ScrollArea ref={ref} {...props} />
      <EdgeShade side="before" shown={before} />
      <EdgeShade side="after" shown={after} />
    </Box>
  );
}
