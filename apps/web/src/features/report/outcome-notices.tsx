import { Alert, Stack } from '@chakra-ui/react';
import { selectOutcomeNotices, type ReportNotice } from '@sillage/shared-types';
import { useIntl } from 'react-intl';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { formatReportNotice } from './report-notices.js';

/**
 * The notices that say a job's result lacks lines of its log (its Date-Format read no date), as
 * warnings where the job is shown: a job that ends done with no events looks fine otherwise, and
 * the report's Alerts panel is closed. A notice this page cannot word is left to that panel.
 */
export function OutcomeNotices({ notices }: { notices: readonly ReportNotice[] }) {
  const intl = useIntl();
  const texts = notices.flatMap((notice) => {
    const text = formatReportNotice(intl, notice);
    return text === null ? [] : [{ key: notice.key, text }];
  });
  if (texts.length === 0) {
    return null;
  }
  return (
    <Stack gap="2" data-testid="outcome-notices">
      {texts.map(({ key, text }) => (
        <Alert.Root key={key} status="warning" variant="subtle" size="sm">
          <Alert.Indicator />
          <Alert.Description>{text}</Alert.Description>
        </Alert.Root>
      ))}
    </Stack>
  );
}

/** {@link OutcomeNotices} of a report as the page holds it (its `notices` keyed by report key). */
export function ReportOutcomeNotices({ report }: { report: ReportGroups | null }) {
  const notices = selectOutcomeNotices(Object.values(report?.notices ?? {}));
  return notices.length === 0 ? null : (
    <Stack px="4" pt="3">
      <OutcomeNotices notices={notices} />
    </Stack>
  );
}
