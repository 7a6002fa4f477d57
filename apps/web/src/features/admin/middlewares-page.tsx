import {
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { MdArrowForward, MdRestore } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { settingsMessages } from '../settings/settings.messages.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import { RepositoryStatus } from './repository-status.js';
import { SortableChain } from './sortable-chain.js';

/**
 * `/admin/middlewares`: the chain every job starts from. Middlewares are added from the list of
 * available ones, ordered by dragging, removed; each change is saved at once. Reset restores the
 * build's default chain.
 */
export function MiddlewaresPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { middlewares } = useAppSelector(selectAdmin);
  const name = (key: MessageDescriptor) => (value: string) =>
    intl.formatMessage(key, { name: value });
  const edit = (chain: string[]) => dispatch(adminActions.middlewareChainEdited(chain));

  useEffect(() => {
    dispatch(adminActions.middlewaresPageEntered());
  }, [dispatch]);

  if (middlewares === null) {
    return (
      <PageCard title={<FormattedMessage {...adminMessages.middlewaresTitle} />}>
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.middlewaresUnavailable} />
        </Text>
      </PageCard>
    );
  }
  const { enabled, config } = middlewares;
  const available = [...new Set([...middlewares.available, ...config])].filter(
    (item) => !enabled.includes(item),
  );
  const isDefault = enabled.join() === config.join();
  return (
    <PageCard title={<FormattedMessage {...adminMessages.middlewaresTitle} />}>
      <Stack gap="4">
        <RepositoryStatus repository="middlewares" />
        <Text color="fg.muted">
          <FormattedMessage {...adminMessages.dragToOrder} />
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Card.Root variant="outline" size="sm">
            <Card.Header>
              <Heading as="h3" size="sm">
                <FormattedMessage {...adminMessages.availableChain} />
              </Heading>
            </Card.Header>
            <Card.Body>
              {available.length === 0 ? (
                <Text color="fg.muted">
                  <FormattedMessage {...settingsMessages.noMiddleware} />
                </Text>
              ) : (
                <List.Root variant="plain" gap="1">
                  {available.map((item) => (
                    <List.Item key={item} justifyContent="space-between" alignItems="center">
                      <Text>{item}</Text>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={name(settingsMessages.addMiddleware)(item)}
                        onClick={() => edit([...enabled, item])}
                      >
                        <MdArrowForward />
                      </IconButton>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" size="sm" borderColor="green.500">
            <Card.Header>
              <HStack justify="space-between">
                <Heading as="h3" size="sm">
                  <FormattedMessage {...adminMessages.activeChain} />
                </Heading>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={isDefault}
                  onClick={() => edit([...config])}
                >
                  <MdRestore />
                  <FormattedMessage {...adminMessages.defaultChain} />
                </Button>
              </HStack>
            </Card.Header>
            <Card.Body>
              <SortableChain
                chain={enabled}
                onChange={edit}
                labels={{
                  empty: intl.formatMessage(settingsMessages.noMiddleware),
                  drag: name(adminMessages.dragMiddleware),
                  remove: name(settingsMessages.removeMiddleware),
                }}
              />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
    </PageCard>
  );
}
