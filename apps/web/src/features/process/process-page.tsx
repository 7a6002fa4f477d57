import { useEffect } from 'react';
import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { myJobsMessages } from '../my-jobs/my-jobs.messages.js';
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
      {/* The page forgets a job on reload; the job itself stays on the "My jobs" page. */}
      <Text textStyle="sm" color="fg.muted" mb="3">
        <FormattedMessage
          {...myJobsMessages.findThem}
          values={{
            link: (chunks: ReactNode) => (
              <Link asChild colorPalette="teal">
                <RouterLink to="/jobs">{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
      {step === 1 && <FilesStep />}
      {step === 2 && <SettingsStep />}
      {step === 3 && <ProcessingStep />}
    </PageCard>
  );
}
