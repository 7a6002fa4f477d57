import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Link,
  List,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { isEzmesureIndexName } from '@sillage/shared-types';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { MdCloudUpload, MdDone, MdError, MdUpdate } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { MetricTile } from '../../shared/ui/metric-tile.js';
import { PasswordInput } from '../../shared/ui/password-input.js';
import {
  ezmesureApi,
  isJwtShaped,
  type EzmesureInstance,
  type EzmesureResult,
} from './ezmesure.api.js';
import { describeEzmesureFailure, describeIndexingError } from './ezmesure-failure.js';
import { ezmesureMessages } from './ezmesure.messages.js';
import { useIndexSuggestions } from './use-index-suggestions.js';

/**
 * Sends a finished job's CSV result to an ezMESURE-compatible statistics service. The calls are
 * local to this dialog (one short form, no state shared with other screens). `instances` is the
 * target list its opener already holds (see useEzmesureInstances); without it, the dialog asks.
 */
export function EzmesureDialog({
  jobId,
  instances: knownInstances = null,
  onClose,
}: {
  jobId: string;
  instances?: EzmesureInstance[] | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [instances, setInstances] = useState<EzmesureInstance[] | null>(knownInstances);
  const [draft, setDraft] = useState({
    instanceId: knownInstances?.[0]?.id ?? '',
    token: '',
    indice: '',
  });
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<EzmesureResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [hasInstancesFailed, setHasInstancesFailed] = useState(false);
  const suggestionsId = useId();
  const instance = instances?.find((item) => item.id === draft.instanceId);
  const suggestions = useIndexSuggestions(instance?.baseUrl, draft.token);
  const isTokenValid = isJwtShaped(draft.token);
  // Checked here as the server does: it refuses another name without saying which field is wrong.
  const isIndexValid = isEzmesureIndexName(draft.indice.trim());
  const canSend = draft.instanceId !== '' && isTokenValid && isIndexValid;
  const mustFetchInstances = knownInstances === null;
  // Persistent once something is typed (client.md §2.6): Escape also closes a field's list of
  // suggestions, and an outside click is easily made; neither should throw a token away. The
  // close button and Cancel still close it.
  const hasTyped = result === null && (draft.token !== '' || draft.indice !== '');

  useEffect(() => {
    if (!mustFetchInstances) {
      return undefined;
    }
    let isCurrent = true;
    ezmesureApi.fetchInstances().then(
      (list) => {
        if (isCurrent) {
          setInstances(list);
          setDraft((previous) => ({ ...previous, instanceId: list[0]?.id ?? '' }));
        }
      },
      () => {
        if (isCurrent) {
          setInstances([]);
          setHasInstancesFailed(true);
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [mustFetchInstances]);

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!canSend) {
      return;
    }
    setIsSending(true);
    setFailure(null);
    ezmesureApi.send(jobId, draft).then(
      (answer) => {
        setResult(answer);
        setIsSending(false);
      },
      (error: unknown) => {
        const { message, values } = describeEzmesureFailure(error);
        setFailure(intl.formatMessage(message, values));
        setIsSending(false);
      },
    );
  };

  return (
    <DialogRoot
      open
      onOpenChange={(details) => !details.open && !isSending && onClose()}
      closeOnEscape={!hasTyped}
      closeOnInteractOutside={!hasTyped}
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={handleSubmit}
              noValidate
              aria-label={intl.formatMessage(ezmesureMessages.title)}
            >
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage
                    {...(result ? ezmesureMessages.fileLoaded : ezmesureMessages.title)}
                  />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {result ? (
                  <Stack gap="3">
                    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
                      <MetricTile
                        icon={MdDone}
                        colorPalette="green"
                        label={intl.formatMessage(ezmesureMessages.inserted)}
                        value={result.inserted}
                      />
                      <MetricTile
                        icon={MdUpdate}
                        colorPalette="blue"
                        label={intl.formatMessage(ezmesureMessages.updated)}
                        value={result.updated}
                      />
                      <MetricTile
                        icon={MdError}
                        colorPalette="red"
                        label={intl.formatMessage(ezmesureMessages.failed)}
                        value={result.failed}
                      />
                    </SimpleGrid>
                    {result.errors.length > 0 && (
                      <Stack gap="1">
                        <FormattedMessage {...ezmesureMessages.errorsFound} />
                        <List.Root ps="4">
                          {result.errors.map((entry, index) => (
                            <List.Item key={index}>{describeIndexingError(intl, entry)}</List.Item>
                          ))}
                        </List.Root>
                      </Stack>
                    )}
                  </Stack>
                ) : instances !== null && instances.length === 0 ? (
                  <Text role={hasInstancesFailed ? 'alert' : undefined}>
                    <FormattedMessage
                      {...(hasInstancesFailed
                        ? ezmesureMessages.failedToLoadInstances
                        : ezmesureMessages.noInstance)}
                    />
                  </Text>
                ) : (
                  <Stack gap="4">
                    <Field.Root required>
                      <Field.Label>
                        <FormattedMessage {...ezmesureMessages.repository} />
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={draft.instanceId}
                          onChange={(event) =>
                            setDraft({ ...draft, instanceId: event.target.value })
                          }
                        >
                          {(instances ?? []).map((instance) => (
                            <option key={instance.id} value={instance.id}>
                              {instance.label}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root required invalid={draft.token !== '' && !isTokenValid}>
                      <Field.Label>
                        <FormattedMessage {...ezmesureMessages.token} />
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <PasswordInput
                        value={draft.token}
                        autoComplete="off"
                        onChange={(event) => setDraft({ ...draft, token: event.target.value })}
                        showLabel={intl.formatMessage(ezmesureMessages.showToken)}
                        hideLabel={intl.formatMessage(ezmesureMessages.hideToken)}
                      />
                      <Field.ErrorText>
                        <FormattedMessage {...ezmesureMessages.invalidJwtToken} />
                      </Field.ErrorText>
                    </Field.Root>
                    <Field.Root required invalid={draft.indice.trim() !== '' && !isIndexValid}>
                      <Field.Label>
                        <FormattedMessage {...ezmesureMessages.indice} />
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        value={draft.indice}
                        list={suggestionsId}
                        autoComplete="off"
                        onChange={(event) => setDraft({ ...draft, indice: event.target.value })}
                      />
                      <datalist id={suggestionsId} data-testid="ezmesure-indices">
                        {suggestions.names.map((name) => (
                          <option key={name} value={name} />
                        ))}
                      </datalist>
                      <Field.ErrorText>
                        <FormattedMessage {...ezmesureMessages.invalidIndexName} />
                      </Field.ErrorText>
                      {suggestions.failed && (
                        <Field.HelperText color="fg.warning">
                          <FormattedMessage {...ezmesureMessages.failedToLoadAvailableIndices} />
                        </Field.HelperText>
                      )}
                    </Field.Root>
                    {instance && (
                      <Text fontSize="sm" color="fg.muted">
                        <FormattedMessage
                          {...ezmesureMessages.findYourToken}
                          values={{
                            link: (chunks) => (
                              <Link
                                href={`${instance.baseUrl.replace(/\/+$/, '')}/myspace/token`}
                                target="_blank"
                                rel="noopener noreferrer"
                                colorPalette="teal"
                              >
                                {chunks}
                              </Link>
                            ),
                          }}
                        />
                      </Text>
                    )}
                    {failure && (
                      <Alert.Root status="error">
                        <Alert.Indicator />
                        <Alert.Description>{failure}</Alert.Description>
                      </Alert.Root>
                    )}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {result && (
                  <Button variant="outline" onClick={() => setResult(null)}>
                    <FormattedMessage {...commonMessages.back} />
                  </Button>
                )}
                <Button variant="outline" onClick={onClose} disabled={isSending}>
                  <FormattedMessage {...commonMessages.close} />
                </Button>
                {!result && (
                  <Button type="submit" colorPalette="teal" loading={isSending} disabled={!canSend}>
                    <MdCloudUpload />
                    <FormattedMessage {...ezmesureMessages.load} />
                  </Button>
                )}
              </Dialog.Footer>
            </form>
            {!isSending && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
