import type { Dashboard } from '@sillage/shared-types';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { readHttpStatus, readServerMessage } from '../../shared/http/http-client.js';
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { JobViewFrame } from '../job-views/job-view-frame.js';
import { jobViewsApi } from '../job-views/job-views.api.js';
import { useJobData } from '../job-views/use-job-data.js';
import { NO_FILTERS, toDashboardQuery, type DashboardFilters } from './dashboard-data.js';
import { DashboardFilterForm } from './dashboard-filters.js';
import { DashboardView } from './dashboard-view.js';
import { dashboardMessages } from './dashboard.messages.js';

function readFilters(params: URLSearchParams): DashboardFilters {
  const filters = { ...NO_FILTERS };
  for (const name of Object.keys(filters) as (keyof DashboardFilters)[]) {
    filters[name] = params.get(name) ?? '';
  }
  return filters;
}

/** `/report/{uuid}/dashboard`: the job's usage charts; filters live in the address (shareable). */
export function DashboardPage() {
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = toDashboardQuery(filters);
  const [facets, setFacets] = useState<Dashboard['facets']>();
  const data = useJobData(`${uuid}?${new URLSearchParams(query).toString()}`, async (signal) => {
    try {
      const dashboard = await jobViewsApi.fetchDashboard(uuid, query, signal);
      setFacets(dashboard.facets);
      return dashboard;
    } catch (error) {
      const status = readHttpStatus(error);
      const message = readServerMessage(error);
      // No result (yet), or one without events: say so instead of a load error. A job the server
      // does not know at all is not one "without a result": the view says it is gone.
      if ((status === 404 && message !== 'jobNotFound') || status === 422) {
        return message === 'resultNotKept' ? 'notKept' : null;
      }
      throw error;
    }
  });

  return (
    <JobViewFrame
      jobId={uuid}
      title={dashboardMessages.title}
      data={data}
      toolbar={
        <DashboardFilterForm
          filters={filters}
          facets={facets}
          onChange={(next) =>
            setParams(new URLSearchParams(toDashboardQuery(next)), { replace: true })
          }
        />
      }
    >
      {(dashboard) =>
        dashboard === null || dashboard === 'notKept' ? (
          <Text role="status">
            <FormattedMessage
              {...(dashboard === null ? dashboardMessages.noResult : dashboardMessages.notKept)}
            />
          </Text>
        ) : (
          <DashboardView dashboard={dashboard} />
        )
      }
    </JobViewFrame>
  );
}
