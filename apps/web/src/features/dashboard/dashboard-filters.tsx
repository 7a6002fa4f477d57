import { Button, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { DASHBOARD_FILTERS, type Dashboard } from '@sillage/shared-types';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateInput } from '../../shared/ui/date-input.js';
import { hasFilters, NO_FILTERS, type DashboardFilters } from './dashboard-data.js';
import { dashboardMessages } from './dashboard.messages.js';
import { useValueLabels } from './use-value-labels.js';

const FILTER_LABELS = {
  platform: dashboardMessages.platform,
  rtype: dashboardMessages.rtype,
  mime: dashboardMessages.mime,
  on_campus: dashboardMessages.onCampus,
} as const;

/** The later of two ISO days, either one missing or empty (ISO days compare as text). */
function later(a: string | null | undefined, b: string): string | undefined {
  return [a ?? '', b]
    .filter((day) => day !== '')
    .sort()
    .at(-1);
}

/** The earlier of two ISO days, either one missing or empty. */
function earlier(a: string | null | undefined, b: string): string | undefined {
  return [a ?? '', b].filter((day) => day !== '').sort()[0];
}

/**
 * Select boxes for platform, rtype, mime and campus, and a date range, over the job's values;
 * each end of the range keeps within the job's days and on its side of the other end.
 */
export function DashboardFilterForm({
  filters,
  facets,
  onChange,
}: {
  filters: DashboardFilters;
  facets: Dashboard['facets'] | undefined;
  onChange: (filters: DashboardFilters) => void;
}) {
  const intl = useIntl();
  const label = useValueLabels();
  return (
    <Stack
      as="form"
      aria-label={intl.formatMessage(dashboardMessages.filters)}
      mb="4"
      gap="2"
      onSubmit={(event) => event.preventDefault()}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="3">
        {DASHBOARD_FILTERS.map((name) => {
          // Events without the field cannot be asked for (the API takes non-empty values only).
          const values = (facets?.[name] ?? []).filter((value) => value !== '');
          const current = filters[name];
          // A value typed in the address may not be in the facets yet: keep it selectable.
          const options =
            current !== '' && !values.includes(current) ? [...values, current] : values;
          return (
            <Field.Root key={name}>
              <Field.Label>
                <FormattedMessage {...FILTER_LABELS[name]} />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={current}
                  onChange={(event) => onChange({ ...filters, [name]: event.currentTarget.value })}
                >
                  <option value="">
                    {intl.formatMessage(dashboardMessages.all, { filter: name })}
                  </option>
                  {options.map((value) => {
                    const text = label(name, value);
                    // The code the platform wrote, on hover, when the option names it otherwise.
                    return (
                      <option key={value} value={value} title={text === value ? undefined : value}>
                        {text}
                      </option>
                    );
                  })}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          );
        })}
        {(['from', 'to'] as const).map((name) => (
          <Field.Root key={name}>
            <Field.Label>
              <FormattedMessage {...dashboardMessages[name]} />
            </Field.Label>
            <DateInput
              size="sm"
              value={filters[name]}
              min={
                name === 'to'
                  ? later(facets?.firstDate, filters.from)
                  : (facets?.firstDate ?? undefined)
              }
              max={
                name === 'from'
                  ? earlier(facets?.lastDate, filters.to)
                  : (facets?.lastDate ?? undefined)
              }
              onChange={(day) => onChange({ ...filters, [name]: day })}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      {hasFilters(filters) && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          onClick={() => onChange(NO_FILTERS)}
        >
          <FormattedMessage {...dashboardMessages.clearFilters} />
        </Button>
      )}
    </Stack>
  );
}
