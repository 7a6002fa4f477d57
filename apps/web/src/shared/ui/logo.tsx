import { Box, type BoxProps } from '@chakra-ui/react';

/** The Sillage mark: a wake behind a point, drawn in the current text colour. */
export function Logo({ sizePx = 32, ...props }: { sizePx?: number } & BoxProps) {
  return (
    <Box as="span" display="inline-flex" aria-hidden="true" {...props}>
      <svg width={sizePx} height={sizePx} viewBox="0 0 32 32" fill="none">
        <circle cx="24" cy="9" r="4" fill="currentColor" />
        <path
          d="M3 27c6-1 11-5 15-11M3 21c5-1 8-3 11-7M6 30c8-1 14-6 18-13"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </Box>
  );
}
