import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { MdRestore } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { OrderedPicker } from '../../shared/ui/ordered-picker.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { middlewarePickerLabels } from '../settings/middleware-picker-labels.js';
import { AdminListState } from './admin-list-state.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import { RepositoryStatus } from './repository-status.js';

const PARSER_KEPT = ['parser'];

/**
 * `/admin/middlewares`: the chain every job starts from. Middlewares are added from the list of
 * available ones, ordered by dragging, removed; each change is saved at once. Reset restores the
 * build's default chain.
 */
export function MiddlewaresPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { middlewares } = useAppSelector(selectAdmin);
  const edit = (chain: string[]) => dispatch(adminActions.middlewareChainEdited(chain));

  useEffect(() => {
    dispatch(adminActions.middlewaresPageEntered());
  }, [dispatch]);

  if (middlewares === null) {
    return (
      <PageCard title={<FormattedMessage {...adminMessages.middlewaresTitle} />}>
        <AdminListState list="middlewares">{null}</AdminListState>
      </PageCard>
    );
  }
  const { enabled, config } = middlewares;
  const isDefault = enabled.join() === config.join();
  return (
    <PageCard title={<FormattedMessage {...adminMessages.middlewaresTitle} />}>
      <Stack gap="4">
        {/* They are updated with the software (the server refuses their own update): the
            version shows here, the Update button is the software's, on the updates page. */}
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.middlewaresWithApp} />
        </Text>
        <RepositoryStatus repository="middlewares" canUpdate={false} />
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.dragToOrder} />
        </Text>
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.parserKept} />
        </Text>
        <OrderedPicker
          available={[...new Set([...middlewares.available, ...config])]}
          selected={enabled}
          onChange={edit}
          headingLevel="h2"
          // Without it no line meets its platform: the server refuses such a chain.
          kept={PARSER_KEPT}
          labels={middlewarePickerLabels(intl, {
            available: adminMessages.availableChain,
            selected: adminMessages.activeChain,
            drag: adminMessages.dragMiddleware,
          })}
          toolbar={
            <Button
              size="xs"
              variant="outline"
              disabled={isDefault}
              onClick={() => edit([...config])}
            >
              <MdRestore />
              <FormattedMessage {...adminMessages.defaultChain} />
            </Button>
          }
        />
      </Stack>
    </PageCard>
  );
}
