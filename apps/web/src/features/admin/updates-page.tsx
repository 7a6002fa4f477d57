import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  Heading,
  HStack,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { MdDownload, MdRestartAlt, MdSync } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { isBetaVersion } from '@sillage/shared-types';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { selectStatuses } from '../app-info/app-info.slice.js';
import { isAppOutdated } from '../app-info/outdated.js';
import { selectUpdateLogs } from '../live-events/socket.slice.js';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import { StatusUnknown, RepositoryStatus } from './repository-status.js';
import { NO_VALUE } from '../../shared/ui/no-value.js';
import { UpdateCompletedDialog } from './update-completed-dialog.js';

function Section({
  title,
  info,
  children,
}: {
  title: MessageDescriptor;
  info?: MessageDescriptor;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        <FormattedMessage {...title} />
      </Heading>
      {info && (
        <Text color="fg.muted">
          <FormattedMessage {...info} />
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** Chip colour of the software's version: red outdated, green latest, grey unknown. */
const PALETTES = { outdated: 'red', uptodate: 'green', unknown: 'gray' } as const;

function SoftwareStatus() {
  const app = useAppSelector(selectStatuses).app;
  if (app === undefined) {
    // Not read (yet, or the server could not reach its source): not "unversioned".
    return <StatusUnknown repository="app" />;
  }
  if (!app['is-git-repo']) {
    return (
      <Stack gap="1">
        <Badge alignSelf="flex-start">
          <FormattedMessage {...adminMessages.unversioned} />
        </Badge>
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.cannotUpdate} />
        </Text>
      </Stack>
    );
  }
  const isOutdated = isAppOutdated(app);
  // Green needs something to compare with: without the remote's versions (no `origin`, or never
  // reached), whether this copy is the latest is unknown, and the chip says so in grey.
  const isLatestKnown = app.tag !== undefined || app.head !== undefined;
  const verdict = isOutdated ? 'outdated' : isLatestKnown ? 'uptodate' : 'unknown';
  const hasLocalChanges = app['local-changes'] === true || app['local-commits'] === true;
  return (
    <Stack gap="2">
      {hasLocalChanges && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage {...adminMessages.softLocalChanges} />
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack gap="2" wrap="wrap">
        <Text>
          <FormattedMessage {...commonMessages.currentVersion} />
        </Text>
        <Badge colorPalette={PALETTES[verdict]} size="lg" data-verdict={verdict}>
          {app.current ?? NO_VALUE}
        </Badge>
        {verdict === 'unknown' && (
          <Badge variant="outline" colorPalette={PALETTES.unknown}>
            <FormattedMessage {...adminMessages.latestUnknown} />
          </Badge>
        )}
        {isBetaVersion(app.current) && (
          <Badge colorPalette="blue">
            <FormattedMessage {...adminMessages.beta} />
          </Badge>
        )}
      </HStack>
      <Text color="fg.muted">
        {app.tag === undefined && app.head === undefined ? (
          // A copy without its remote: "stable –, beta –" would say nothing.
          <FormattedMessage {...adminMessages.noRemote} />
        ) : (
          <FormattedMessage
            {...adminMessages.latestVersions}
            values={{ tag: app.tag ?? NO_VALUE, head: app.head ?? NO_VALUE }}
          />
        )}
      </Text>
      <AppUpdate
        hasLocalChanges={hasLocalChanges}
        isOutdated={isOutdated}
        isBeta={isBetaVersion(app.current)}
        canSwitch={app.tag !== undefined && app.tag !== app.head}
      />
    </Stack>
  );
}

/**
 * Update and switch (stable ⇄ beta) buttons of a git install, forced after a `jobsRunning`
 * refusal, and the live output. A beta build follows the branch's newest commit, a stable one
 * the latest tag; switching asks for the other one.
 */
function AppUpdate({
  hasLocalChanges,
  isOutdated,
  isBeta,
  canSwitch,
}: {
  /** The copy differs from its commit: an update waits for the admin's confirmation. */
  hasLocalChanges: boolean;
  isOutdated: boolean;
  isBeta: boolean;
  /** False when the latest tag is the newest commit: both versions are the same. */
  canSwitch: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { appUpdate } = useAppSelector(selectAdmin);
  const logs = useAppSelector(selectUpdateLogs);
  const isConflict = appUpdate === 'conflict';
  const isRunning = appUpdate === 'pending' || appUpdate === 'sent';
  // The update asked for, while the admin confirms it (a copy with local changes only).
  const [toConfirm, setToConfirm] = useState<{ latest: boolean; force: boolean } | null>(null);
  const requestUpdate = (request: { latest: boolean; force: boolean }) => {
    if (hasLocalChanges) {
      setToConfirm(request);
    } else {
      dispatch(adminActions.appUpdateRequested(request));
    }
  };
  return (
    <Stack gap="2">
      {toConfirm !== null && (
        <ConfirmDialog
          title={<FormattedMessage {...adminMessages.confirmAppUpdateTitle} />}
          cancelLabel={<FormattedMessage {...commonMessages.no} />}
          confirmLabel={<FormattedMessage {...commonMessages.yes} />}
          onConfirm={() => dispatch(adminActions.appUpdateRequested(toConfirm))}
          onClose={() => setToConfirm(null)}
        >
          <FormattedMessage {...adminMessages.confirmAppUpdateWithLocalChanges} />
        </ConfirmDialog>
      )}
      {isConflict && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage {...adminMessages.appJobsRunning} />
          </Alert.Description>
        </Alert.Root>
      )}
      {appUpdate === 'sent' && (
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.appUpdating} />
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={!canSwitch || isRunning}
          onClick={() => requestUpdate({ latest: !isBeta, force: isConflict })}
        >
          <MdSync />
          <FormattedMessage
            {...(isBeta ? adminMessages.switchToStable : adminMessages.switchToBeta)}
          />
        </Button>
        <Button
          size="sm"
          colorPalette={isConflict ? 'red' : 'blue'}
          disabled={(!isOutdated && !isConflict) || appUpdate === 'sent'}
          loading={appUpdate === 'pending'}
          onClick={() => requestUpdate({ latest: isBeta, force: isConflict })}
        >
          <MdDownload />
          <FormattedMessage
            {...(isConflict ? adminMessages.forceUpdate : adminMessages.updateApp)}
          />
        </Button>
      </HStack>
      {(logs !== '' || isRunning) && (
        // The terminal look of the reference: the raw output of the update script, as it comes.
        <Box
          as="pre"
          role="log"
          aria-live="polite"
          aria-label={intl.formatMessage(adminMessages.updateLogs)}
          fontSize="xs"
          bg="black"
          color="white"
          p="3"
          rounded="md"
          minH="12"
          maxH="500px"
          overflow="auto"
          whiteSpace="pre-wrap"
        >
          {logs}
        </Box>
      )}
    </Stack>
  );
}

function RestartDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { restart } = useAppSelector(selectAdmin);
  const [isForced, setIsForced] = useState(false);
  const isConflict = restart === 'conflict';
  const forceInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (restart === 'restarted') {
      onClose();
    }
  }, [restart, onClose]);
  // "Yes" had the focus and is now disabled: the new choice takes it, or it falls to the page.
  useEffect(() => {
    if (isConflict) {
      forceInput.current?.focus();
    }
  }, [isConflict]);
  return (
    <DialogRoot role="alertdialog" open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage {...adminMessages.restartTitle} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  <FormattedMessage
                    {...(restart === 'sent'
                      ? adminMessages.restartSent
                      : adminMessages.restartMessage)}
                  />
                </Text>
                {isConflict && (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Description>
                        <FormattedMessage {...adminMessages.restartAlert} />
                      </Alert.Description>
                      <Checkbox.Root
                        mt="2"
                        checked={isForced}
                        onCheckedChange={(details) => setIsForced(details.checked === true)}
                      >
                        <Checkbox.HiddenInput ref={forceInput} />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <FormattedMessage {...adminMessages.force} />
                        </Checkbox.Label>
                      </Checkbox.Root>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <FormattedMessage {...commonMessages.no} />
              </Button>
              <Button
                colorPalette="red"
                loading={restart === 'pending'}
                disabled={(isConflict && !isForced) || restart === 'sent'}
                onClick={() => dispatch(adminActions.restartRequested({ force: isForced }))}
              >
                <FormattedMessage {...commonMessages.yes} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

/** `/admin/updates`: the packs' versions and updates, the software's (with its output), restart. */
export function UpdatesPage() {
  const dispatch = useAppDispatch();
  const [isRestartOpen, setIsRestartOpen] = useState(false);
  return (
    <PageCard title={<FormattedMessage {...adminMessages.updatesTitle} />}>
      <Stack gap="6">
        <Section title={adminMessages.platformsSection} info={adminMessages.platformsInfo}>
          <RepositoryStatus repository="platforms" />
        </Section>
        <Separator />
        <Section title={adminMessages.resources} info={adminMessages.resourcesInfo}>
          <RepositoryStatus repository="resources" />
        </Section>
        <Separator />
        <Section title={adminMessages.exclusions} info={adminMessages.exclusionsInfo}>
          <RepositoryStatus repository="exclusions" />
        </Section>
        <Separator />
        <Section title={adminMessages.middlewares} info={adminMessages.middlewaresWithApp}>
          <RepositoryStatus repository="middlewares" canUpdate={false} />
        </Section>
        <Separator />
        <Section title={adminMessages.software}>
          <SoftwareStatus />
        </Section>
        <Separator />
        <Button
          alignSelf="flex-start"
          colorPalette="red"
          onClick={() => {
            dispatch(adminActions.restartEnded('idle'));
            setIsRestartOpen(true);
          }}
        >
          <MdRestartAlt />
          <FormattedMessage {...adminMessages.restart} />
        </Button>
      </Stack>
      {isRestartOpen && <RestartDialog onClose={() => setIsRestartOpen(false)} />}
      <UpdateCompletedDialog />
    </PageCard>
  );
}
