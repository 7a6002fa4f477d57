import { Badge, Box, Button, HStack, Separator, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useEffect, useRef } from 'react';
import { MdCheck } from 'react-icons/md';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { processMessages } from './process.messages.js';
import { processActions, selectProcess } from './process.slice.js';
import { isJobRunning } from './step-rules.js';

const STEPS = [
  processMessages.filesSelection,
  processMessages.settings,
  processMessages.processing,
];

/**
 * When a step change removed the focused control with its step ("Continue", "Start processing",
 * "New process"), the focus would fall back to <body> and keyboard users would start over from
 * the top of the page: it goes to the current step's button instead (WCAG 2.4.3).
 */
function useFocusKeptOnStepChange(step: number) {
  const navRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) {
      return;
    }
    shownStep.current = step;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) {
      navRef.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus();
    }
  }, [step]);
  return navRef;
}

/** The three steps; 1–2 are locked while a job runs, 3 needs a job status. */
export function ProcessStepper() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { step, status, logFiles, jobSource } = useAppSelector(selectProcess);
  const navRef = useFocusKeptOnStepChange(step);
  const isRunning = isJobRunning(status);
  // Lines pasted on /format and processed from there stand for the files of step 1.
  const hasInput = logFiles.length > 0 || (jobSource === 'lines' && status !== null);
  const isComplete = [hasInput, step > 2, status === 'end'];
  return (
    <HStack
      ref={navRef}
      as="nav"
      aria-label={intl.formatMessage(processMessages.steps)}
      // Tighter on a phone: French's "Sélection des fichiers" and two numbered steps fit one row
      // of a 360 px screen.
      gap={{ base: '1', sm: '2' }}
      wrap="wrap"
      mb="4"
    >
      {STEPS.map((label, index) => {
        const number = index + 1;
        const isEnabled = number === 3 ? status !== null : !isRunning;
        return (
          <Fragment key={number}>
            {index > 0 && (
              <Separator
                flex="1"
                minW={{ base: '2', sm: '4' }}
                borderColor={isComplete[index - 1] ? 'primary.solid' : undefined}
              />
            )}
            <Button
              variant={step === number ? 'solid' : 'ghost'}
              colorPalette="teal"
              size="sm"
              px={{ base: '2.5', sm: '3.5' }}
              disabled={!isEnabled}
              aria-current={step === number ? 'step' : undefined}
              onClick={() => dispatch(processActions.stepRequested(number))}
            >
              {/* Named "Step 1: Files selection" by its own text, the shown words last (a name
                  given by aria-label would not hold them, as voice control needs). */}
              <VisuallyHidden>
                {intl.formatMessage(processMessages.stepLabel, { step: number, name: '' })}
              </VisuallyHidden>
              <Badge
                aria-hidden="true"
                variant={step === number ? 'surface' : 'solid'}
                colorPalette="teal"
                borderRadius="full"
              >
                {isComplete[index] ? <MdCheck /> : number}
              </Badge>
              {/* On a phone the three labels would wrap the steps onto two rows: the other
                  steps show their number only, their words kept for their name. */}
              <Box as="span" srOnly={step === number ? false : { base: true, sm: false }}>
                {intl.formatMessage(label)}
              </Box>
              {/* The tick in the badge is hidden from screen readers: they hear the word. */}
              {isComplete[index] && (
                <VisuallyHidden>{intl.formatMessage(processMessages.stepCompleted)}</VisuallyHidden>
              )}
            </Button>
          </Fragment>
        );
      })}
    </HStack>
  );
}
