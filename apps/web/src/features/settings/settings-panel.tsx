import {
  Accordion,
  Button,
  Card,
  HStack,
  IconButton,
  Stack,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { MdFileUpload, MdSave, MdUndo } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks.js';
import { AccordionPanel } from '../../shared/ui/accordion-panel.js';
import { CardBar } from '../../shared/ui/page-card.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { AdvancedHeaders } from './advanced-headers.js';
import { InputFields } from './input-fields.js';
import { MiddlewaresField } from './middlewares-field.js';
import { OutputFields } from './output-fields.js';
import { SaveSettingsDialog, type SaveDialogMode } from './save-settings-dialog.js';
import { RefusedSettingNotice } from './refused-setting-notice.js';
import { SettingPicker } from './setting-picker.js';
import { settingsMessages } from './settings.messages.js';
import { settingsActions } from './settings.slice.js';

/** A toolbar action as a labelled icon (every action on phones, and Import everywhere). */
function ToolbarIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label}>
      <IconButton size="sm" variant="ghost" color="inherit" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The settings of a job: saved configurations, then input, output, headers, middlewares. */
export function SettingsPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // Kept after closing, so the title does not change while the dialog fades out.
  const [dialogMode, setDialogMode] = useState<SaveDialogMode>('save');
  const openDialog = (mode: SaveDialogMode) => {
    setDialogMode(mode);
    setIsDialogOpen(true);
  };
  // Reference §3.4: text buttons from `sm` up, icon buttons on phones.
  const isPhone = useBreakpointValue({ base: true, sm: false }, { ssr: false }) ?? false;
  const saveLabel = intl.formatMessage(settingsMessages.save);
  const resetLabel = intl.formatMessage(settingsMessages.reset);
  const importLabel = intl.formatMessage(settingsMessages.importSettings);
  const reset = () => dispatch(settingsActions.settingsReset());

  return (
    <Stack gap="4">
      <SettingPicker />
      <RefusedSettingNotice />
      <Card.Root variant="outline" overflow="hidden">
        <CardBar
          headingLevel="h2"
          title={<FormattedMessage {...settingsMessages.title} />}
          actions={
            <HStack gap="1">
              {isPhone ? (
                <>
                  <ToolbarIconButton label={saveLabel} onClick={() => openDialog('save')}>
                    <MdSave />
                  </ToolbarIconButton>
                  <ToolbarIconButton label={resetLabel} onClick={reset}>
                    <MdUndo />
                  </ToolbarIconButton>
                </>
              ) : (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    color="inherit"
                    onClick={() => openDialog('save')}
                  >
                    <MdSave />
                    {saveLabel}
                  </Button>
                  <Button size="sm" variant="ghost" color="inherit" onClick={reset}>
                    <MdUndo />
                    {resetLabel}
                  </Button>
                </>
              )}
              <ToolbarIconButton label={importLabel} onClick={() => openDialog('import')}>
                <MdFileUpload />
              </ToolbarIconButton>
            </HStack>
          }
        />
        <Accordion.Root multiple collapsible variant="enclosed" borderRadius="0">
          <AccordionPanel value="input" title={intl.formatMessage(settingsMessages.input)}>
            <InputFields />
          </AccordionPanel>
          <AccordionPanel value="output" title={intl.formatMessage(settingsMessages.output)}>
            <OutputFields />
          </AccordionPanel>
          <AccordionPanel
            value="headers"
            title={intl.formatMessage(settingsMessages.advancedHeaders)}
          >
            <AdvancedHeaders />
          </AccordionPanel>
          <AccordionPanel
            value="middlewares"
            title={intl.formatMessage(settingsMessages.middlewares)}
          >
            <MiddlewaresField />
          </AccordionPanel>
        </Accordion.Root>
      </Card.Root>
      <SaveSettingsDialog
        isOpen={isDialogOpen}
        mode={dialogMode}
        onClose={() => setIsDialogOpen(false)}
      />
    </Stack>
  );
}
