import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The spec's "page" transition: each route's content fades in when the path changes (the old one
 * is gone at once, so the two never overlap, as in out-in mode). Skipped for reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box
      key={pathname}
      data-testid="page-transition"
      animationName="fade-in"
      animationDuration="moderate"
      animationTimingFunction="ease-out"
      _motionReduce={{ animation: 'none' }}
    >
      {children}
    </Box>
  );
}
