import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { MdVisibility, MdVisibilityOff } from 'react-icons/md';

/** A password input with a show/hide toggle; the toggle's labels come from the caller. */
export function PasswordInput({
  showLabel,
  hideLabel,
  ...props
}: InputProps & { showLabel: string; hideLabel: string }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={isVisible ? hideLabel : showLabel}
          aria-pressed={isVisible}
          onClick={() => setIsVisible(!isVisible)}
        >
          {isVisible ? <MdVisibilityOff /> : <MdVisibility />}
        </IconButton>
      }
    >
      <Input type={isVisible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
