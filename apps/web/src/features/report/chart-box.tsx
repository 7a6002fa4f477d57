import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A box that draws its chart only once it has a size. Recharts measures its container as it
 * mounts: inside a panel still opening (or any hidden box) that is 0 × 0, which it reports as a
 * console warning per chart, and it would draw nothing anyway until the next resize.
 */
export function ChartBox({ children, ...boxProps }: BoxProps & { children: ReactElement }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hasSize, setHasSize] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (box === null || hasSize) {
      return undefined;
    }
    const measure = () => {
      const { width, height } = box.getBoundingClientRect();
      if (width > 0 && height > 0) {
        setHasSize(true);
      }
    };
    measure();
    // Fires when the box is laid out, e.g. as the panel holding it opens.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [hasSize]);
  return (
    <Box ref={ref} {...boxProps}>
      {hasSize && (
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      )}
    </Box>
  );
}
