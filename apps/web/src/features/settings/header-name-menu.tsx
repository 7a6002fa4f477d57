import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { MdArrowDropDown } from 'react-icons/md';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { HeaderCategory, HeaderSuggestionGroup } from './header-suggestions.js';
import { settingsMessages } from './settings.messages.js';

const CATEGORY_LABELS: Record<HeaderCategory, MessageDescriptor> = {
  encoding: settingsMessages.headersEncoding,
  format: settingsMessages.headersFormat,
  extraction: settingsMessages.headersExtraction,
  deduplication: settingsMessages.headersDeduplication,
  other: settingsMessages.headersOther,
};

/** A button opening the suggested header names, grouped by category then by middleware. */
export function HeaderNameMenu({
  rowNumber,
  groups,
  onPick,
}: {
  rowNumber: number;
  groups: readonly HeaderSuggestionGroup[];
  onPick: (name: string) => void;
}) {
  const intl = useIntl();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          variant="outline"
          aria-label={intl.formatMessage(settingsMessages.headerSuggestions, { index: rowNumber })}
        >
          <MdArrowDropDown />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="80" overflowY="auto">
            {groups.map((group) => {
              const key = group.kind === 'category' ? group.category : `mw-${group.middleware}`;
              return (
                <Menu.ItemGroup key={key}>
                  <Menu.ItemGroupLabel>
                    {group.kind === 'category'
                      ? intl.formatMessage(CATEGORY_LABELS[group.category])
                      : intl.formatMessage(settingsMessages.headersOfMiddleware, {
                          name: group.middleware,
                        })}
                  </Menu.ItemGroupLabel>
                  {group.names.map((name) => (
                    // The value carries the group: a name may appear in two groups (Extract).
                    <Menu.Item
                      key={name}
                      value={`${key}:${name}`}
                      fontFamily="mono"
                      fontSize="sm"
                      onSelect={() => onPick(name)}
                    >
                      {name}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
