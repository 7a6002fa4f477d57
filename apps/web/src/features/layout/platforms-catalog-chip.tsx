import { Badge, HoverCard, Portal, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { MdWarningAmber } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { useAppSelector } from '../../app/hooks.js';
import { describeCatalog } from '../platforms-catalog/describe-catalog.js';
import { platformsCatalogMessages as messages } from '../platforms-catalog/platforms-catalog.messages.js';
import { selectPlatformsCatalog } from '../platforms-catalog/platforms-catalog.slice.js';

/**
 * Top-bar chip of the community platforms catalog: its fetch progress, or a warning while the
 * built-in rules serve alone (failed, turned off, not fetched); nothing once the catalog is there.
 */
export function PlatformsCatalogChip() {
  const intl = useIntl();
  const status = useAppSelector(selectPlatformsCatalog);
  const descriptionId = useId();
  if (status === null || status.state === 'ready') {
    return null;
  }
  const isFetching = status.state === 'fetching';
  return (
    <HoverCard.Root openDelay={100} closeDelay={100} positioning={{ placement: 'bottom-start' }}>
      <HoverCard.Trigger asChild>
        <Badge
          as="button"
          variant="surface"
          colorPalette={status.state === 'failed' ? 'orange' : undefined}
          size="lg"
          gap="2"
          minH="8"
          minW="0"
          flexShrink={1}
          whiteSpace="normal"
          fontSize={{ base: 'xs', sm: 'sm' }}
          data-testid="platforms-catalog-chip"
          // Chakra's ring, in the top bar's text colour (a badge has none: the browser's showed).
          focusVisibleRing="outside"
          focusRingColor="primary.contrast"
          aria-describedby={descriptionId}
        >
          {/* Named by what it is, then by what it shows (never a name that hides the text). */}
          <VisuallyHidden>
            {intl.formatMessage(commonMessages.labelPrefix, {
              label: intl.formatMessage(messages.chipLabel),
            })}
          </VisuallyHidden>
          {isFetching ? <Spinner size="xs" /> : <MdWarningAmber aria-hidden="true" />}
          {/* At 375 px the icon (and the percentage) say enough; the hover card says the rest. */}
          <Text as="span" display={isFetching ? 'inline' : { base: 'none', md: 'inline' }}>
            {isFetching ? (
              <FormattedMessage
                {...messages.chipFetching}
                values={{ progress: status.progress ?? 0 }}
              />
            ) : (
              <FormattedMessage
                {...(status.state === 'failed' ? messages.chipFailed : messages.chipNative)}
              />
            )}
          </Text>
        </Badge>
      </HoverCard.Trigger>
      {/*
        The hover card is drawn at the end of the page and only while shown: screen readers get
        its sentence as the chip's description instead (hidden here, so not read twice).
      */}
      <VisuallyHidden id={descriptionId} aria-hidden="true">
        {describeCatalog(status, intl)}
      </VisuallyHidden>
      <Portal>
        <HoverCard.Positioner>
          <HoverCard.Content maxW="sm">
            <Text>{describeCatalog(status, intl)}</Text>
          </HoverCard.Content>
        </HoverCard.Positioner>
      </Portal>
    </HoverCard.Root>
  );
}
