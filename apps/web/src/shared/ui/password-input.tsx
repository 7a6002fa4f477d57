import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { MdVisibility, MdVisibilityOff } from 'react-icons/md';
import { useFieldDescribedBy } from './described-fields.js';

/**
 * A password input with a show/hide toggle; the toggle's labels come from the caller. Inside a
 * `Field.Root` it is described by the field's helper and error texts.
 */
export function PasswordInput({
  showLabel,
  hideLabel,
  ...props
}: InputProps & { showLabel: string; hideLabel: string }) {
  const [isVisible, setIsVisible] = useState(false);
  const describedBy = useFieldDescribedBy();
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
      <Input type={isVisible ? 'text' : 'password'} aria-describedby={describedBy} {...props} />
    </InputGroup>
  );
}
