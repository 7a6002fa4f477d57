import { Center, Spinner } from '@chakra-ui/react';

/** Full-area spinner shown before translations or the session are known. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center minH="50vh" aria-busy="true">
      <Spinner size="lg" color="primary.solid" {...(label ? { 'aria-label': label } : {})} />
    </Center>
  );
}

/** Small ring at the bottom right while a lazy page loads (reference loader). */
export function RouteLoader({ label }: { label: string }) {
  return (
    <Spinner
      position="fixed"
      bottom="4"
      right="4"
      size="md"
      color="primary.solid"
      aria-label={label}
      zIndex="overlay"
    />
  );
}
