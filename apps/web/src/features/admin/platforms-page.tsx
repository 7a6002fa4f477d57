import {
  Alert,
  Badge,
  Button,
  Checkbox,
  HStack,
  Icon,
  Input,
  Link,
  Spinner,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { MdArrowCircleUp, MdCheckCircle, MdUploadFile } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { CERTIFICATIONS_URL } from '../../shared/project-links.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { usePagination } from '../../shared/ui/table-pagination.js';
import { selectStatuses } from '../app-info/app-info.slice.js';
import { layoutMessages } from '../layout/layout.messages.js';
import { selectPkbs } from '../pkbs/pkbs.slice.js';
import {
  platformsCatalogActions,
  selectPlatformsCatalog,
} from '../platforms-catalog/platforms-catalog.slice.js';
import { AdminListState } from './admin-list-state.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import { pkbFilesMessages } from './pkb-files.messages.js';
import { PkbPackagesDialog } from './pkb-packages-dialog.js';
import { PkbUploadDialog } from './pkb-upload-dialog.js';
import { RemovePkbFileDialog } from './remove-pkb-file-dialog.js';
import { PlatformsCatalogStatus } from './platforms-catalog-status.js';
import { platformServingMessages } from './platform-serving.messages.js';
import { PlatformServing } from './platform-serving.js';
import {
  CERTIFICATIONS,
  filterPlatforms,
  platformsAddedByUpdate,
  type Certification,
} from './platforms-filter.js';
import { RepositoryStatus } from './repository-status.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

const CERTIFICATION_PALETTES: Record<Certification, string> = {
  human: 'orange',
  publisher: 'cyan',
};

/**
 * Live state of the knowledge-base sync (socket `castor:update`): an update of the platforms
 * re-syncs their KBART files, and this line follows it.
 */
function KnowledgeBaseSync() {
  const pkbs = useAppSelector(selectPkbs);
  if (pkbs.state === 'synchronizing') {
    return (
      <HStack gap="2" role="status">
        <Spinner size="xs" />
        <Text fontSize="sm">
          <FormattedMessage {...adminMessages.pkbSyncing} values={{ remaining: pkbs.remaining }} />
        </Text>
      </HStack>
    );
  }
  const failed = pkbs.failed ?? [];
  if (pkbs.state === 'synchronized' && failed.length > 0) {
    // "Synchronised" would hide that these files' titles enrich nothing.
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Description>
          <FormattedMessage
            {...adminMessages.pkbFailed}
            values={{
              count: failed.length,
              files: failed.map((file) => file.location).join(', '),
            }}
          />
        </Alert.Description>
      </Alert.Root>
    );
  }
  if (pkbs.state === 'unavailable') {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Description>
          <FormattedMessage {...layoutMessages.pkbsUnavailableDesc} />
        </Alert.Description>
      </Alert.Root>
    );
  }
  if (pkbs.state === 'synchronized') {
    return (
      <HStack gap="2" role="status" color="fg.success">
        <MdCheckCircle />
        <Text fontSize="sm">
          <FormattedMessage {...adminMessages.pkbSynchronized} />
        </Text>
      </HStack>
    );
  }
  return null;
}

/**
 * How long the page waits before loading the platforms again while the differential check has
 * verdicts pending (it runs in the background, some seconds to a few minutes after a pack
 * change; its progress is not published, so the list is asked again).
 */
export const VERDICT_RECHECK_MS = 15_000;

/**
 * Whether a manifest's documentation link is a web address: a pack is third-party data, and a
 * `javascript:` or `data:` link must not become one.
 */
function isWebAddress(url: string | undefined): url is string {
  return url !== undefined && /^https?:\/\//i.test(url);
}

/**
 * `/admin/platforms`: the community catalog's state, version status and update, knowledge-base
 * sync, search, outdated filter, the list.
 */
export function PlatformsPage() {
  const intl = useIntl();
  // Phones get one column, the others folded under each name (see the table below).
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const dispatch = useAppDispatch();
  const { platforms, changedPlatforms, loads } = useAppSelector(selectAdmin);
  const catalog = useAppSelector(selectPlatformsCatalog);
  const [search, setSearch] = useState('');
  const [isOnlyOutdated, setIsOnlyOutdated] = useState(false);
  const [certifications, setCertifications] = useState<Certification[]>([]);
  // By name: the list is read again after a KBART file is added or removed.
  const [pkbPlatformName, setPkbPlatformName] = useState<string | null>(null);
  const pkbPlatform = platforms.find((platform) => platform.name === pkbPlatformName);
  /** The upload dialog, open with the platform it was opened from (if any). */
  const [upload, setUpload] = useState<{ platform?: string } | null>(null);
  /** The KBART file whose removal is being confirmed (one dialog at a time: not over the list's). */
  const [removal, setRemoval] = useState<{ platform: string; file: string } | null>(null);

  useEffect(() => {
    dispatch(adminActions.platformsPageEntered());
  }, [dispatch]);
  // The changed platforms are asked while the status call may still be fetching the remote: a
  // remote version the status tells afterwards means they are asked again.
  const platformsStatus = useAppSelector(selectStatuses).platforms;
  const remoteHead = platformsStatus?.head;
  // "Up to date" needs a comparison with the upstream: a copy that is not git, or whose upstream
  // was not reached, cannot tell which platforms an update would change.
  const isUpdateKnown = platformsStatus?.['from-head'] !== undefined;
  const seenHead = useRef(remoteHead);
  useEffect(() => {
    if (remoteHead !== undefined && remoteHead !== seenHead.current) {
      seenHead.current = remoteHead;
      dispatch(adminActions.platformsRefreshRequested());
    }
  }, [dispatch, remoteHead]);
  // "Native rules not checked yet" lasts until the background check ends: follow it. A failed
  // check of this pack version brings no verdict: its alert says so, and nothing is asked again
  // until an admin asks for the check (the failure then goes) or the pack changes.
  const hasPendingVerdicts = platforms.some((platform) => platform.verdict?.pending === true);
  const hasVerificationFailed = catalog?.verification !== undefined;
  useEffect(() => {
    if (!hasPendingVerdicts || hasVerificationFailed) {
      return undefined;
    }
    const timer = setTimeout(() => {
      dispatch(adminActions.platformsRefreshRequested());
      // The catalog state too: a failure told on a socket this page missed still shows.
      dispatch(platformsCatalogActions.statusRequested());
    }, VERDICT_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [dispatch, hasPendingVerdicts, hasVerificationFailed, platforms]);

  const shown = filterPlatforms(platforms, {
    search,
    certifications,
    isOnlyOutdated,
    changedPlatforms,
  });
  const page = usePagination(shown);
  const added = isOnlyOutdated ? platformsAddedByUpdate(platforms, changedPlatforms) : [];
  // Manifests without certifications (every native platform today) make the filter pointless.
  const hasCertifications = platforms.some((platform) =>
    CERTIFICATIONS.some((certification) => platform.certifications?.[certification]),
  );
  // Out of the box no platform has a knowledge-base package: an always-empty column is noise.
  const hasPkbPackages = platforms.some((platform) => platform['pkb-packages'].length > 0);
  const toggleCertification = (certification: Certification, isChecked: boolean) =>
    setCertifications((current) =>
      isChecked
        ? [...current, certification]
        : current.filter((selected) => selected !== certification),
    );

  return (
    <PageCard title={<FormattedMessage {...adminMessages.platformsTitle} />}>
      <Stack gap="4">
        <PlatformsCatalogStatus />
        {/* Until the catalog is in place there is no version to show or update. */}
        {(catalog === null || catalog.state === 'ready') && (
          <RepositoryStatus repository="platforms" />
        )}
        <KnowledgeBaseSync />
        <HStack gap="4" wrap="wrap">
          <Input
            type="search"
            maxW="sm"
            value={search}
            aria-label={intl.formatMessage(commonMessages.search)}
            placeholder={intl.formatMessage(commonMessages.search)}
            onChange={(event) => setSearch(event.target.value)}
          />
          {hasCertifications && (
            <HStack
              gap="3"
              role="group"
              aria-label={intl.formatMessage(adminMessages.certifications)}
            >
              {CERTIFICATIONS.map((certification) => (
                <Checkbox.Root
                  key={certification}
                  checked={certifications.includes(certification)}
                  onCheckedChange={(details) =>
                    toggleCertification(certification, details.checked === true)
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {intl.formatMessage(adminMessages[certification])}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          )}
          <Checkbox.Root
            checked={isOnlyOutdated}
            onCheckedChange={(details) => setIsOnlyOutdated(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <FormattedMessage {...adminMessages.onlyOutdated} />
            </Checkbox.Label>
          </Checkbox.Root>
          {loads.platforms === 'loaded' && (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage {...adminMessages.platformCount} values={{ count: shown.length }} />
            </Text>
          )}
          {loads.platforms === 'loaded' && platforms.length > 0 && (
            <Button ms="auto" size="sm" variant="outline" onClick={() => setUpload({})}>
              <MdUploadFile />
              <FormattedMessage {...pkbFilesMessages.add} />
            </Button>
          )}
        </HStack>
        <AdminListState list="platforms">
          {added.length > 0 && (
            <Text data-testid="platforms-added-by-update">
              <FormattedMessage
                {...adminMessages.platformsAddedByUpdate}
                values={{ count: added.length, names: added.join(', ') }}
              />
            </Text>
          )}
          {shown.length === 0 ? (
            // Only the outdated filter on and new platforms to come: the line above says it all.
            added.length > 0 && search.trim() === '' && certifications.length === 0 ? null : (
              <Text color="fg.muted">
                <FormattedMessage
                  {...(platforms.length === 0
                    ? adminMessages.noPlatforms
                    : // Only the outdated filter on: nothing was searched for, nothing is outdated.
                      isOnlyOutdated && search.trim() === '' && certifications.length === 0
                      ? isUpdateKnown
                        ? adminMessages.noOutdatedPlatform
                        : adminMessages.outdatedUnknown
                      : adminMessages.noPlatformFound)}
                />
              </Text>
            )
          ) : (
            <>
              {shown.some((platform) => platform.verdict !== undefined) && (
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage {...platformServingMessages.help} />
                </Text>
              )}
              <TableScrollArea>
                {/* Cells wrap (the scroll area keeps text on one line): long platform names and
                the reason under "pack" would otherwise push the last columns off a laptop's
                screen. */}
                <Table.Root
                  size="sm"
                  aria-label={intl.formatMessage(adminMessages.platformsTitle)}
                  whiteSpace="normal"
                >
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>
                        {intl.formatMessage(adminMessages.platform)}
                      </Table.ColumnHeader>
                      {!isPhone && (
                        <>
                          <Table.ColumnHeader>
                            {intl.formatMessage(platformServingMessages.column)}
                          </Table.ColumnHeader>
                          {hasPkbPackages && (
                            <Table.ColumnHeader>
                              {intl.formatMessage(adminMessages.pkbs)}
                            </Table.ColumnHeader>
                          )}
                          {hasCertifications && (
                            <Table.ColumnHeader>
                              {intl.formatMessage(adminMessages.certifications)}
                            </Table.ColumnHeader>
                          )}
                          <Table.ColumnHeader>
                            {intl.formatMessage(commonMessages.update)}
                          </Table.ColumnHeader>
                        </>
                      )}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {page.rows.map((platform) => {
                      const serving = <PlatformServing platform={platform} />;
                      const pkbs = platform['pkb-packages'].length > 0 && (
                        <Link
                          as="button"
                          colorPalette="teal"
                          onClick={() => setPkbPlatformName(platform.name)}
                        >
                          <FormattedMessage
                            {...adminMessages.pkbPackages}
                            values={{ count: platform['pkb-packages'].length }}
                          />
                        </Link>
                      );
                      const certifications = (
                        <HStack gap="1">
                          {CERTIFICATIONS.filter(
                            (certification) => platform.certifications?.[certification],
                          ).map((certification) => (
                            // Both badges explain themselves in the blog post on certifications.
                            <Link
                              key={certification}
                              href={CERTIFICATIONS_URL}
                              target="_blank"
                              rel="noopener noreferrer"
                            >
                              <Badge colorPalette={CERTIFICATION_PALETTES[certification]}>
                                {intl.formatMessage(adminMessages[certification])}
                              </Badge>
                            </Link>
                          ))}
                        </HStack>
                      );
                      const update = changedPlatforms.includes(platform.name) && (
                        <Icon
                          as={MdArrowCircleUp}
                          color="blue.500"
                          boxSize="5"
                          aria-label={intl.formatMessage(adminMessages.updateAvailable)}
                        />
                      );
                      return (
                        <Table.Row key={platform.name}>
                          <Table.Cell>
                            {isWebAddress(platform.docurl) ? (
                              <Link
                                href={platform.docurl}
                                target="_blank"
                                rel="noopener noreferrer"
                                colorPalette="teal"
                              >
                                {platform.longname}
                              </Link>
                            ) : (
                              platform.longname
                            )}
                            {/* On a phone the other columns fold under the name, so that nothing
                            hides off screen to the right. */}
                            {isPhone && (
                              <Stack gap="1" mt="1" align="flex-start">
                                {serving}
                                {pkbs}
                                {certifications}
                                {update}
                              </Stack>
                            )}
                          </Table.Cell>
                          {!isPhone && (
                            <>
                              <Table.Cell>{serving}</Table.Cell>
                              {hasPkbPackages && <Table.Cell>{pkbs}</Table.Cell>}
                              {hasCertifications && <Table.Cell>{certifications}</Table.Cell>}
                              <Table.Cell>{update}</Table.Cell>
                            </>
                          )}
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
                {page.footer}
              </TableScrollArea>
            </>
          )}
        </AdminListState>
      </Stack>
      {pkbPlatform && (
        <PkbPackagesDialog
          platform={pkbPlatform}
          onAdd={() => {
            setPkbPlatformName(null);
            setUpload({ platform: pkbPlatform.name });
          }}
          onRemove={({ file }) => {
            setPkbPlatformName(null);
            setRemoval({ platform: pkbPlatform.name, file });
          }}
          onClose={() => setPkbPlatformName(null)}
        />
      )}
      {removal && <RemovePkbFileDialog {...removal} onClose={() => setRemoval(null)} />}
      {upload && (
        <PkbUploadDialog platforms={platforms} {...upload} onClose={() => setUpload(null)} />
      )}
    </PageCard>
  );
}
