import {
  Accordion,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Span,
  Stack,
} from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { MdFileUpload, MdSave, MdUndo } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { notifyError } from '../notifications/notifications.slice.js';
import { AdvancedHeaders } from './advanced-headers.js';
import { parseImportedSetting } from './import-setting.js';
import { InputFields } from './input-fields.js';
import { MiddlewaresField } from './middlewares-field.js';
import { OutputFields } from './output-fields.js';
import { SaveSettingsDialog } from './save-settings-dialog.js';
import { SettingPicker } from './setting-picker.js';
import { settingsMessages } from './settings.messages.js';
import { settingsActions } from './settings.slice.js';

function Panel({
  value,
  title,
  children,
}: {
  value: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger>
        <Span flex="1">{title}</Span>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>{children}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

/** The settings of a job: saved configurations, then input, output, headers, middlewares. */
export function SettingsPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const importLabel = intl.formatMessage(settingsMessages.importSettings);

  const handleImport = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    void file.text().then(
      (text) => {
        try {
          dispatch(settingsActions.settingsImported(parseImportedSetting(text)));
        } catch {
          dispatch(notifyError('errors.cannotLoadPredefinedSettings'));
        }
      },
      () => dispatch(notifyError('errors.cannotLoadPredefinedSettings')),
    );
  };

  return (
    <Stack gap="4">
      <SettingPicker />
      <Card.Root variant="outline" overflow="hidden">
        <Flex
          bg="secondary.solid"
          color="secondary.contrast"
          px="4"
          py="2"
          align="center"
          gap="2"
          wrap="wrap"
        >
          <Heading as="h2" size="md" flex="1">
            <FormattedMessage {...settingsMessages.title} />
          </Heading>
          <HStack gap="1">
            <Button size="sm" variant="ghost" color="inherit" onClick={() => setIsSaveOpen(true)}>
              <MdSave />
              <FormattedMessage {...settingsMessages.save} />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              color="inherit"
              onClick={() => dispatch(settingsActions.settingsReset())}
            >
              <MdUndo />
              <FormattedMessage {...settingsMessages.reset} />
            </Button>
            <Tooltip content={importLabel}>
              <IconButton
                size="sm"
                variant="ghost"
                color="inherit"
                aria-label={importLabel}
                onClick={() => fileInput.current?.click()}
              >
                <MdFileUpload />
              </IconButton>
            </Tooltip>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              onChange={handleImport}
              aria-hidden="true"
              tabIndex={-1}
            />
          </HStack>
        </Flex>
        <Accordion.Root multiple collapsible variant="enclosed" borderRadius="0">
          <Panel value="input" title={intl.formatMessage(settingsMessages.input)}>
            <InputFields />
          </Panel>
          <Panel value="output" title={intl.formatMessage(settingsMessages.output)}>
            <OutputFields />
          </Panel>
          <Panel value="headers" title={intl.formatMessage(settingsMessages.advancedHeaders)}>
            <AdvancedHeaders />
          </Panel>
          <Panel value="middlewares" title={intl.formatMessage(settingsMessages.middlewares)}>
            <MiddlewaresField />
          </Panel>
        </Accordion.Root>
      </Card.Root>
      <SaveSettingsDialog isOpen={isSaveOpen} onClose={() => setIsSaveOpen(false)} />
    </Stack>
  );
}
