import { Button, Card, Field, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MdAutoFixHigh, MdPlayArrow, MdSave } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { processActions, selectLogLines } from '../process/process.slice.js';
import {
  InputFields,
  SaveSettingsDialog,
  SettingPicker,
  settingsActions,
} from '../settings/index.js';
import { settingsMessages } from '../settings/settings.messages.js';
import { AnalysisCard } from './analysis-card.js';
import { DiscoveryDialog } from './discovery-dialog.js';
import { formatMessages } from './format.messages.js';
import { formatActions } from './format.slice.js';

/** `/format`: paste lines, tune the format until the analysis is green, save or process them. */
export function FormatPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logLines = useAppSelector(selectLogLines);
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const [isDiscoveryOpen, setIsDiscoveryOpen] = useState(false);
  const hasLines = logLines.trim() !== '';
  const findLabel = intl.formatMessage(formatMessages.findForMe);

  useEffect(() => {
    dispatch(settingsActions.settingsPageEntered());
    dispatch(formatActions.formatPageEntered());
    return () => {
      dispatch(formatActions.formatPageLeft());
    };
  }, [dispatch]);

  return (
    <PageCard
      title={<FormattedMessage {...formatMessages.title} />}
      actions={
        <>
          <Button size="sm" variant="ghost" color="inherit" onClick={() => setIsSaveOpen(true)}>
            <MdSave />
            <FormattedMessage {...settingsMessages.save} />
          </Button>
          <Tooltip content={findLabel}>
            <IconButton
              size="sm"
              variant="ghost"
              color="inherit"
              aria-label={findLabel}
              disabled={!hasLines}
              onClick={() => setIsDiscoveryOpen(true)}
            >
              <MdAutoFixHigh />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>
            <FormattedMessage {...formatMessages.copyPaste} />
          </Field.Label>
          <Textarea
            rows={6}
            fontFamily="mono"
            fontSize="sm"
            value={logLines}
            onChange={(event) => dispatch(processActions.logLinesEdited(event.target.value))}
          />
        </Field.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="4">
              <SettingPicker />
              <InputFields showsParser={false} />
            </Stack>
          </Card.Body>
        </Card.Root>
        <AnalysisCard />
        <Button
          size="lg"
          colorPalette="teal"
          disabled={!hasLines}
          onClick={() => {
            dispatch(processActions.processRequested('lines'));
            void navigate('/process');
          }}
        >
          <MdPlayArrow />
          <FormattedMessage {...formatMessages.processLogLines} />
        </Button>
      </Stack>
      <SaveSettingsDialog isOpen={isSaveOpen} onClose={() => setIsSaveOpen(false)} />
      <DiscoveryDialog isOpen={isDiscoveryOpen} onClose={() => setIsDiscoveryOpen(false)} />
    </PageCard>
  );
}
