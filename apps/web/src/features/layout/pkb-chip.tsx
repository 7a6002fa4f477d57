import {
  Badge,
  HoverCard,
  Icon,
  List,
  Portal,
  Spinner,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId } from 'react';
import { MdCheckCircle, MdStorage, MdWarning } from 'react-icons/md';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { useAppSelector } from '../../app/hooks.js';
import { formatBytes } from '../../shared/ui/format-bytes.js';
import { selectPkbs } from '../pkbs/pkbs.slice.js';
import { layoutMessages } from './layout.messages.js';

/**
 * Knowledge-base sync chip: spinner + remaining count, "synchronized" once none remain (the hover
 * card says when no knowledge base is in use), the count of files the last sync could not load
 * (never "synchronized" then), or "unavailable" when the sync failed as a whole; details on hover.
 */
export function PkbChip() {
  const intl = useIntl();
  const pkbs = useAppSelector(selectPkbs);
  const failed = pkbs.failed ?? [];
  const isSynchronizing = pkbs.state === 'synchronizing';
  const isDone = pkbs.state === 'synchronized' && pkbs.remaining === 0;
  const hasFailed = isDone && failed.length > 0;
  const isSynchronized = isDone && !hasFailed;
  // Synchronized with nothing in use (no pack brings a KBART file, none was uploaded): the
  // specification's "synchronized", and the hover card says that none is loaded.
  const isEmpty = isSynchronized && pkbs.files === 0;
  const isUnavailable = pkbs.state === 'unavailable';
  const showsList = isSynchronizing && pkbs.remaining > 0;
  const description = showsList
    ? layoutMessages.pkbsSynchronizingDesc
    : hasFailed
      ? layoutMessages.pkbsFailedDesc
      : isUnavailable
        ? layoutMessages.pkbsUnavailableDesc
        : isEmpty
          ? layoutMessages.pkbsNoneDesc
          : layoutMessages.pkbsSynchronizedDesc;
  const descriptionId = useId();
  const listed = hasFailed
    ? failed.map((item) => item.location)
    : showsList
      ? pkbs.synchronizing.map((item) => item.name)
      : [];
  const descriptionText = [
    intl.formatMessage(description),
    ...(listed.length > 0 ? [intl.formatList(listed, { type: 'unit' })] : []),
  ].join(' ');

  return (
    <HoverCard.Root openDelay={100} closeDelay={100} positioning={{ placement: 'bottom-start' }}>
      <HoverCard.Trigger asChild>
        <Badge
          as="button"
          variant="surface"
          size="lg"
          gap="2"
          minH="8"
          minW="0"
          flexShrink={1}
          whiteSpace={{ base: 'nowrap', md: 'normal' }}
          fontSize={{ base: 'xs', sm: 'sm' }}
          data-testid="pkb-chip"
          // Chakra's ring, in the top bar's text colour (a badge has none: the browser's showed).
          focusVisibleRing="outside"
          focusRingColor="primary.contrast"
          aria-describedby={descriptionId}
        >
          <VisuallyHidden>
            {intl.formatMessage(commonMessages.labelPrefix, {
              label: intl.formatMessage(layoutMessages.pkbsStatus),
            })}
          </VisuallyHidden>
          {!isSynchronizing && !isDone && !isUnavailable && <MdStorage aria-hidden="true" />}
          {isSynchronizing && <Spinner size="xs" />}
          {/*
            On a phone the words would wrap the chip on three lines: a count or a tick there, the
            words kept for screen readers (they name the button).
          */}
          {isSynchronizing && pkbs.remaining > 0 && (
            <>
              <Text as="span" srOnly={{ base: true, md: false }}>
                <FormattedMessage
                  {...layoutMessages.pkbsRemaining}
                  values={{ count: pkbs.remaining }}
                />
              </Text>
              <Text as="span" hideFrom="md" aria-hidden="true">
                <FormattedNumber value={pkbs.remaining} />
              </Text>
            </>
          )}
          {isSynchronized && (
            <>
              <Text as="span" srOnly={{ base: true, md: false }}>
                <FormattedMessage {...layoutMessages.pkbsSynchronized} />
              </Text>
              <Icon as={MdCheckCircle} hideFrom="md" aria-hidden="true" />
            </>
          )}
          {isUnavailable && (
            <>
              <Icon as={MdWarning} color="fg.warning" aria-hidden="true" />
              <Text as="span" srOnly={{ base: true, md: false }}>
                <FormattedMessage {...layoutMessages.pkbsUnavailable} />
              </Text>
            </>
          )}
          {hasFailed && (
            <>
              <Icon as={MdWarning} color="fg.warning" aria-hidden="true" />
              <Text as="span" srOnly={{ base: true, md: false }}>
                <FormattedMessage
                  {...layoutMessages.pkbsFailed}
                  values={{ count: failed.length }}
                />
              </Text>
            </>
          )}
        </Badge>
      </HoverCard.Trigger>
      {/*
        The hover card is drawn at the end of the page and only while shown: screen readers get
        its sentence and the files it lists as the chip's description instead (hidden here, so
        not read twice).
      */}
      <VisuallyHidden id={descriptionId} aria-hidden="true">
        {descriptionText}
      </VisuallyHidden>
      <Portal>
        <HoverCard.Positioner>
          <HoverCard.Content maxW="sm">
            <Text mb={showsList || hasFailed ? '2' : '0'}>
              <FormattedMessage {...description} />
            </Text>
            {hasFailed && (
              <List.Root variant="plain" gap="1">
                {failed.map((item) => (
                  <List.Item key={item.location}>
                    <Text as="span" fontWeight="medium">
                      {item.location}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
            {showsList && (
              <List.Root variant="plain" gap="1">
                {pkbs.synchronizing.map((item) => (
                  <List.Item key={item.location ?? item.name} alignItems="center" gap="2">
                    <Spinner size="xs" />
                    <Text as="span" fontWeight="medium">
                      {item.name}
                    </Text>
                    {item.size !== undefined && (
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {formatBytes(item.size, intl.locale)}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List.Root>
            )}
          </HoverCard.Content>
        </HoverCard.Positioner>
      </Portal>
    </HoverCard.Root>
  );
}
