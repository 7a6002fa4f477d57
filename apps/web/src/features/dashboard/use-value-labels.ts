import type { DashboardFilter } from '@sillage/shared-types';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatResourceLabel } from '../../shared/i18n/resource-labels.js';
import { usePlatformNames } from '../job-views/platform-names.js';
import { dashboardMessages } from './dashboard.messages.js';

/**
 * How a field value of the events reads on screen: platforms by their manifest names, resource
 * types and formats by their names in the page's language (unknown codes as written), `on_campus`
 * Y/N in words (other campus labels are the administrator's own range names, kept as they are),
 * and an empty value as "(none)". Filters keep the raw values; only the labels change.
 */
export function useValueLabels(): (field: DashboardFilter, value: string) => string {
  const intl = useIntl();
  const platformName = usePlatformNames();
  return useCallback(
    (field: DashboardFilter, value: string) => {
      if (value === '') return intl.formatMessage(dashboardMessages.none);
      if (field === 'platform') return platformName(value);
      if (field === 'rtype' || field === 'mime') return formatResourceLabel(intl, field, value);
      // Only on_campus is left.
      if (value === 'Y') {
        return intl.formatMessage(dashboardMessages.campusYes);
      }
      if (value === 'N') {
        return intl.formatMessage(dashboardMessages.campusNo);
      }
      return value;
    },
    [intl, platformName],
  );
}
