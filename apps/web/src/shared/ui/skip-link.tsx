import { Link } from '@chakra-ui/react';

/**
 * First stop of the keyboard: jumps over the top bar and the menu to the page. Hidden until it
 * has focus.
 */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg.panel"
      px="3"
      py="2"
      borderRadius="md"
      boxShadow="md"
      _focusVisible={{ top: '2' }}
      onClick={(event) => {
        // Move focus too, so the next Tab continues inside the page.
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView();
      }}
    >
      {label}
    </Link>
  );
}
