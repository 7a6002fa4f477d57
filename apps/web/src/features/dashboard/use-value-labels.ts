import type { DashboardFilter } from '@sillage/shared-types';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { usePlatformNames } from '../job-views/platform-names.js';
import { dashboardMessages } from './dashboard.messages.js';

/**
 * How a field value of the events reads on screen: platforms by their manifest names, `on_campus`
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
      if (field === 'on_campus' && value === 'Y') {
        return intl.formatMessage(dashboardMessages.campusYes);
      }
      if (field === 'on_campus' && value === 'N') {
        return intl.formatMessage(dashboardMessages.campusNo);
      }
      return value;
    },
    [intl, platformName],
  );
}
