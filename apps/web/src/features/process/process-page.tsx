import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { settingsActions } from '../settings/index.js';
import { FilesStep } from './files-step.js';
import { ProcessStepper } from './process-stepper.js';
import { processMessages } from './process.messages.js';
import { selectProcessStep } from './process.slice.js';
import { ProcessingStep } from './processing-step.js';
import { SettingsStep } from './settings-step.js';

/** `/process`: files, settings, processing. */
export function ProcessPage() {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectProcessStep);
  useEffect(() => {
    dispatch(settingsActions.settingsPageEntered());
  }, [dispatch]);
  return (
    <PageCard title={<FormattedMessage {...processMessages.title} />}>
      <ProcessStepper />
      {step === 1 && <FilesStep />}
      {step === 2 && <SettingsStep />}
      {step === 3 && <ProcessingStep />}
    </PageCard>
  );
}
