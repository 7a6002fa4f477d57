import {
  Input,
  Textarea,
  useFieldContext,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';

/**
 * The ids that describe the control of the enclosing `Field.Root`: its helper text, and its
 * error text while invalid. Chakra ties the error only through `aria-errormessage`, which most
 * screen readers ignore; `aria-describedby` makes them read the error with the field, also when
 * the user comes back to it. Outside a field, nothing.
 */
export function useFieldDescribedBy(): string | undefined {
  const field = useFieldContext() as ReturnType<typeof useFieldContext> | undefined;
  if (field === undefined) {
    return undefined;
  }
  const ids = [field.ariaDescribedby, field.invalid ? field.ids.errorText : undefined].filter(
    (id): id is string => id !== undefined,
  );
  return ids.length === 0 ? undefined : ids.join(' ');
}

/** Chakra's Input, described by its field's helper and error texts. */
export function DescribedInput(props: InputProps) {
  return <Input aria-describedby={useFieldDescribedBy()} {...props} />;
}

/** Chakra's Textarea, described by its field's helper and error texts. */
export function DescribedTextarea(props: TextareaProps) {
  return <Textarea aria-describedby={useFieldDescribedBy()} {...props} />;
}
