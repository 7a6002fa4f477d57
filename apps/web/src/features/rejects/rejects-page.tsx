import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { JobViewFrame } from '../job-views/job-view-frame.js';
import { useJobData } from '../job-views/use-job-data.js';
import { processApi } from '../process/process.api.js';
import { readExplorer } from './rejects-data.js';
import { RejectsView } from './rejects-view.js';
import { rejectsMessages } from './rejects.messages.js';

/** `/report/{uuid}/rejects`: the reject explorer, from the job report's `explorer` section. */
export function RejectsPage() {
  const { uuid = '' } = useParams();
  const data = useJobData(uuid, async () => readExplorer(await processApi.fetchReport(uuid)));
  return (
    <JobViewFrame jobId={uuid} title={rejectsMessages.title} data={data}>
      {(explorer) =>
        explorer === null ? (
          <Text role="status">
            <FormattedMessage {...rejectsMessages.notAvailable} />
          </Text>
        ) : (
          <RejectsView explorer={explorer} />
        )
      }
    </JobViewFrame>
  );
}
