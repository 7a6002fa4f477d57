import { Box, Field, HStack, Span, Tag, Wrap } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DescribedInput } from './described-fields.js';

/** Free-entry list of values shown as chips; Enter, comma or leaving the field adds the text. */
export function ChipsInput({
  label,
  values,
  onChange,
  removeLabel,
  helperText,
  notice,
  suggestions = [],
  placeholder,
  isValid,
  invalidText,
  onRefusedChange,
}: {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Accessible name of a chip's remove button, e.g. `(value) => 'Remove x'`. */
  removeLabel: (value: string) => string;
  helperText?: string;
  /** A caveat about the values, on its own line under the help (part of the field's description). */
  notice?: string;
  suggestions?: readonly { value: string; label?: string }[];
  placeholder?: string;
  /** Values it refuses stay in the text box, with `invalidText` saying why, instead of a chip. */
  isValid?: (value: string) => boolean;
  invalidText?: (values: string) => string;
  /**
   * Told the values it refuses as they change (none once they are edited or the field goes), so
   * that a form does not go ahead without what its user typed.
   */
  onRefusedChange?: (refused: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const [refused, setRefusedState] = useState<string[]>([]);
  const listId = useId();
  const onRefusedRef = useRef(onRefusedChange);
  useEffect(() => {
    onRefusedRef.current = onRefusedChange;
  });
  const setRefused = (next: string[]) => {
    if (next.length > 0 || refused.length > 0) {
      onRefusedRef.current?.(next);
    }
    setRefusedState(next);
  };
  // What it refused goes with the field: a form left and come back to has nothing pending.
  useEffect(() => () => onRefusedRef.current?.([]), []);

  const commit = (text: string) => {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '' && !values.includes(item));
    const added = items.filter((item) => isValid?.(item) ?? true);
    const rejected = items.filter((item) => !added.includes(item));
    if (added.length > 0) {
      onChange([...values, ...added]);
    }
    setRefused(rejected);
    setDraft(rejected.join(', '));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <Field.Root invalid={refused.length > 0}>
      <Field.Label>{label}</Field.Label>
      <Box w="full" borderWidth="1px" borderRadius="l2" px="2" py="1.5">
        <Wrap gap="1.5" align="center">
          {values.map((value) => (
            <Tag.Root key={value} size="lg" variant="subtle" colorPalette="teal">
              <Tag.Label>{value}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={removeLabel(value)}
                  onClick={() => onChange(values.filter((item) => item !== value))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          <HStack flex="1" minW="32">
            <DescribedInput
              variant="flushed"
              border="none"
              size="sm"
              value={draft}
              placeholder={placeholder}
              list={suggestions.length > 0 ? listId : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setRefused([]);
              }}
              onKeyDown={handleKeyDown}
              onBlur={() => commit(draft)}
            />
          </HStack>
        </Wrap>
      </Box>
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value}>
              {suggestion.label}
            </option>
          ))}
        </datalist>
      )}
      {refused.length > 0 && invalidText !== undefined && (
        <Field.ErrorText>{invalidText(refused.join(', '))}</Field.ErrorText>
      )}
      {(helperText !== undefined || notice !== undefined) && (
        <Field.HelperText>
          {helperText}
          {notice !== undefined && (
            <Span display="block" color="fg.warning" data-testid="chips-notice">
              {notice}
            </Span>
          )}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
