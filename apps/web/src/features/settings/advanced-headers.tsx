import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MdAdd, MdRemoveCircleOutline } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { HeaderNameMenu } from './header-name-menu.js';
import { buildHeaderSuggestionGroups } from './header-suggestions.js';
import { isSendableHeaderName } from './settings-headers.js';
import { settingsMessages } from './settings.messages.js';
import { selectSettings, settingsActions } from './settings.slice.js';
import { useSettingsForm } from './use-settings-form.js';

/**
 * Free header rows; a row overrides a header computed from the fields above. Names can be typed
 * or picked from suggestions grouped by category and by running middleware.
 */
export function AdvancedHeaders() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { form } = useSettingsForm();
  const listId = useId();
  const { middlewares } = useAppSelector(selectSettings);
  const groups = buildHeaderSuggestionGroups(middlewares, form.additionalMiddlewares);
  const allNames = [...new Set(groups.flatMap((group) => group.names))];
  return (
    <Stack gap="3">
      {form.headers.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage {...settingsMessages.noHeaders} />
        </Text>
      )}
      {form.headers.map((row, index) => (
        <HStack key={index} align="flex-end" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Field.Root flex="1" minW="40" invalid={!isSendableHeaderName(row.name)}>
            <Field.Label>
              <FormattedMessage {...settingsMessages.headerName} />
            </Field.Label>
            <HStack gap="1" w="full">
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
              <HeaderNameMenu
                rowNumber={index + 1}
                groups={groups}
                onPick={(name) =>
                  dispatch(settingsActions.headerRowEdited({ index, row: { ...row, name } }))
                }
              />
            </HStack>
            <Field.ErrorText>
              <FormattedMessage {...settingsMessages.notAHeaderName} />
            </Field.ErrorText>
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
        {allNames.map((name) => (
          <option key={name} value={name} />
        ))}
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
