import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MdAdd, MdRemoveCircleOutline } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks.js';
import { HEADER_SUGGESTIONS } from './header-suggestions.js';
import { settingsMessages } from './settings.messages.js';
import { settingsActions } from './settings.slice.js';
import { useSettingsForm } from './use-settings-form.js';

/** Free header rows; a row overrides a header computed from the fields above. */
export function AdvancedHeaders() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { form } = useSettingsForm();
  const listId = useId();
  return (
    <Stack gap="3">
      {form.headers.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage {...settingsMessages.noHeaders} />
        </Text>
      )}
      {form.headers.map((row, index) => (
        <HStack key={index} align="flex-end" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Field.Root flex="1" minW="40">
            <Field.Label>
              <FormattedMessage {...settingsMessages.headerName} />
            </Field.Label>
            <Input
              list={listId}
              value={row.name}
              onChange={(event) =>
                dispatch(
                  settingsActions.headerRowEdited({
                    index,
                    row: { ...row, name: event.target.value },
                  }),
                )
              }
            />
          </Field.Root>
          <Field.Root flex="1" minW="40">
            <Field.Label>
              <FormattedMessage {...settingsMessages.headerValue} />
            </Field.Label>
            <Input
              value={row.value}
              onChange={(event) =>
                dispatch(
                  settingsActions.headerRowEdited({
                    index,
                    row: { ...row, value: event.target.value },
                  }),
                )
              }
            />
          </Field.Root>
          <IconButton
            variant="ghost"
            colorPalette="red"
            aria-label={intl.formatMessage(settingsMessages.removeHeader, { index: index + 1 })}
            onClick={() => dispatch(settingsActions.headerRowRemoved(index))}
          >
            <MdRemoveCircleOutline />
          </IconButton>
        </HStack>
      ))}
      <datalist id={listId}>
        {HEADER_SUGGESTIONS.flatMap((category) =>
          category.names.map((name) => (
            <option key={`${category.group}-${name}`} value={name} label={category.group} />
          )),
        )}
      </datalist>
      <Button
        alignSelf="flex-start"
        colorPalette="blue"
        size="sm"
        onClick={() => dispatch(settingsActions.headerRowAdded())}
      >
        <MdAdd />
        <FormattedMessage {...settingsMessages.addHeader} />
      </Button>
    </Stack>
  );
}
