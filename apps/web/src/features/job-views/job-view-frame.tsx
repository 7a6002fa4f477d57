import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdBarChart, MdDescription, MdFilterAlt, MdTableChart } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router';
import { CardBar } from '../../shared/ui/page-card.js';
import { DataStates, isJobGoneError } from './data-states.js';
import type { JobData } from './use-job-data.js';
import { jobViewsMessages } from './job-views.messages.js';

/** Links between the views of one job: report, dashboard, COUNTER, rejects. */
export function JobViewTabs({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const base = `/report/${encodeURIComponent(jobId)}`;
  const links = [
    { to: base, icon: MdDescription, label: jobViewsMessages.report },
    { to: `${base}/dashboard`, icon: MdBarChart, label: jobViewsMessages.dashboard },
    { to: `${base}/counter`, icon: MdTableChart, label: jobViewsMessages.counter },
    { to: `${base}/rejects`, icon: MdFilterAlt, label: jobViewsMessages.rejects },
  ];
  return (
    <HStack as="nav" aria-label={intl.formatMessage(jobViewsMessages.tabs)} gap="2" wrap="wrap">
      {links.map(({ to, icon: Icon, label }) => (
        <Button key={to} asChild size="sm" variant="outline">
          <NavLink to={to} end style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
            <Icon aria-hidden="true" />
            <FormattedMessage {...label} />
          </NavLink>
        </Button>
      ))}
    </HStack>
  );
}

/**
 * The frame of a job view: tabs, a card titled with the page's h1 (the view's sections are h2),
 * and the loading / error states of its data.
 */
export function JobViewFrame<T>({
  jobId,
  title,
  actions,
  toolbar,
  data,
  children,
}: {
  jobId: string;
  title: MessageDescriptor;
  actions?: ReactNode;
  /** Shown whatever the data's state (e.g. filters, so they keep focus while data reloads). */
  toolbar?: ReactNode;
  data: JobData<T> & { reload: () => void };
  children: (value: T) => ReactNode;
}) {
  // A job the server does not know: its other views would fail alike and its filters filter
  // nothing, so only the notice and the way back are shown, as on the report page.
  const isJobGone = isJobGoneError(data);
  return (
    <Stack gap="4">
      {!isJobGone && <JobViewTabs jobId={jobId} />}
      <Card.Root variant="outline" overflow="hidden">
        <CardBar
          title={<FormattedMessage {...title} />}
          actions={data.status === 'ready' ? actions : undefined}
        />
        <Card.Body>
          {!isJobGone && toolbar}
          <DataStates data={data}>{children}</DataStates>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
