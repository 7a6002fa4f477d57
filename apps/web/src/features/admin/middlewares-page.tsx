import { IconButton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { MdRestore } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { OrderedPicker } from '../../shared/ui/ordered-picker.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { settingsMessages } from '../settings/settings.messages.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import { RepositoryStatus } from './repository-status.js';

/** `/admin/middlewares`: the enrichment chain used by every job; each change is saved. */
export function MiddlewaresPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { middlewares } = useAppSelector(selectAdmin);
  const resetLabel = intl.formatMessage(adminMessages.defaultChain);
  const name = (key: MessageDescriptor) => (value: string) =>
    intl.formatMessage(key, { name: value });

  useEffect(() => {
    dispatch(adminActions.middlewaresPageEntered());
  }, [dispatch]);

  return (
    <PageCard title={<FormattedMessage {...adminMessages.middlewaresTitle} />}>
      <Stack gap="4">
        <RepositoryStatus repository="middlewares" />
        {middlewares === null ? (
          <Text color="fg.muted">
            <FormattedMessage {...adminMessages.middlewaresUnavailable} />
          </Text>
        ) : (
          <OrderedPicker
            available={[
              ...new Set([...middlewares.available, ...middlewares.config, ...middlewares.enabled]),
            ]}
            selected={middlewares.enabled}
            onChange={(chain) => dispatch(adminActions.middlewareChainEdited(chain))}
            labels={{
              available: intl.formatMessage(adminMessages.availableChain),
              selected: intl.formatMessage(adminMessages.activeChain),
              empty: intl.formatMessage(settingsMessages.noMiddleware),
              add: name(settingsMessages.addMiddleware),
              remove: name(settingsMessages.removeMiddleware),
              moveUp: name(settingsMessages.moveUp),
              moveDown: name(settingsMessages.moveDown),
            }}
            toolbar={
              <Tooltip content={resetLabel}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={resetLabel}
                  onClick={() =>
                    dispatch(adminActions.middlewareChainEdited([...middlewares.config]))
                  }
                >
                  <MdRestore />
                </IconButton>
              </Tooltip>
            }
          />
        )}
      </Stack>
    </PageCard>
  );
}
