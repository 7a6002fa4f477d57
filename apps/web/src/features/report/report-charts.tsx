import { Box, Heading, SimpleGrid, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS, CHART_GRID_COLOR, CHART_TEXT_COLOR } from '../../app/theme.js';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { usePlatformNames } from '../job-views/platform-names.js';
import { buildCountSeries, buildRejectFunnel, type CountPoint } from './report-data.js';
import { ChartBox } from './chart-box.js';
import { useChartNumber, useSliceLabel } from './chart-number.js';
import { reportMessages } from './report.messages.js';

/** Each point carries its colour (recharts reads `fill` from the data). */
const withColors = (points: readonly CountPoint[]) =>
  points.map((point, index) => ({ ...point, fill: CHART_COLORS[index % CHART_COLORS.length] }));

/** The level of a chart's title: one below the heading of the card that holds the charts. */
export type ChartHeadingLevel = 'h2' | 'h3';

/** A titled chart with its data also given as a (visually hidden) table for screen readers. */
export function ChartFigure({
  title,
  points,
  valueLabel,
  headingLevel = 'h3',
  note,
  children,
}: {
  title: MessageDescriptor;
  points: readonly CountPoint[];
  valueLabel: MessageDescriptor;
  headingLevel?: ChartHeadingLevel;
  /** Shown under the chart (what its axis is in: the time zone of a timeline). */
  note?: React.ReactNode;
  children: React.ReactElement;
}) {
  const intl = useIntl();
  const heading = intl.formatMessage(title);
  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" p="3" aria-label={heading} minW="0">
      <Heading as={headingLevel} size="sm" mb="2">
        {heading}
      </Heading>
      {points.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage {...reportMessages.noChartData} />
        </Text>
      ) : (
        <ChartBox h="64" aria-hidden="true">
          {children}
        </ChartBox>
      )}
      {note}
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{intl.formatMessage(reportMessages.chartTable)}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage(reportMessages.key)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(valueLabel)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {points.map((point) => (
              <Table.Row key={point.name}>
                <Table.Cell>{point.name}</Table.Cell>
                <Table.Cell>{intl.formatNumber(point.value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}

/** Ranked counts as horizontal bars, one colour per bar. */
export function HorizontalBars({ points, name }: { points: readonly CountPoint[]; name: string }) {
  const chartNumber = useChartNumber();
  return (
    // No keyboard layer: the figure is hidden from assistive technologies (its table speaks).
    <BarChart
      data={withColors(points)}
      layout="vertical"
      margin={{ left: 8, right: 16 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={CHART_GRID_COLOR} horizontal={false} />
      <XAxis
        type="number"
        stroke={CHART_TEXT_COLOR}
        allowDecimals={false}
        tickFormatter={chartNumber}
      />
      {/* interval 0: every bar keeps its label (recharts drops those that would overlap). */}
      <YAxis
        type="category"
        dataKey="name"
        width={150}
        interval={0}
        stroke={CHART_TEXT_COLOR}
        tick={{ fontSize: 11 }}
      />
      <Tooltip formatter={chartNumber} />
      <Bar dataKey="value" name={name} />
    </BarChart>
  );
}

/** Events by platform, resource type and format, and the funnel from lines to events. */
export function ReportCharts({
  report,
  headingLevel,
}: {
  report: ReportGroups | null;
  headingLevel: ChartHeadingLevel;
}) {
  const intl = useIntl();
  const chartNumber = useChartNumber();
  const sliceLabel = useSliceLabel();
  const eventsLabel = intl.formatMessage(reportMessages.events);
  const platformName = usePlatformNames();
  const platforms = buildCountSeries(report, 'platform-').map((point) => ({
    ...point,
    name: platformName(point.name),
  }));
  const rtypes = buildCountSeries(report, 'rtype-');
  const mimes = buildCountSeries(report, 'mime-');
  const funnel = buildRejectFunnel(report).map((step) => ({
    name:
      step.stage === 'input'
        ? intl.formatMessage(reportMessages.funnelInput)
        : step.stage === 'relevant'
          ? intl.formatMessage(reportMessages.funnelRelevant)
          : step.stage === 'events'
            ? intl.formatMessage(reportMessages.funnelEvents)
            : formatMessageById(intl, `report.rejects.${step.stage}`),
    value: step.value,
  }));

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartFigure
        headingLevel={headingLevel}
        title={reportMessages.eventsByPlatform}
        points={platforms}
        valueLabel={reportMessages.events}
      >
        <HorizontalBars points={platforms} name={eventsLabel} />
      </ChartFigure>
      <ChartFigure
        headingLevel={headingLevel}
        title={reportMessages.eventsByRtype}
        points={rtypes}
        valueLabel={reportMessages.events}
      >
        <HorizontalBars points={rtypes} name={eventsLabel} />
      </ChartFigure>
      <ChartFigure
        headingLevel={headingLevel}
        title={reportMessages.eventsByMime}
        points={mimes}
        valueLabel={reportMessages.events}
      >
        <PieChart accessibilityLayer={false}>
          {/* Hidden from assistive technologies (the table below says it): no tab stop either. */}
          <Pie
            data={withColors(mimes)}
            dataKey="value"
            nameKey="name"
            outerRadius="70%"
            label={sliceLabel}
            rootTabIndex={-1}
          />
          <Tooltip formatter={chartNumber} />
          {/* The slices' names: the labels around the pie give only the counts and shares. */}
          <Legend />
        </PieChart>
      </ChartFigure>
      <ChartFigure
        headingLevel={headingLevel}
        title={reportMessages.rejectFunnel}
        points={funnel}
        valueLabel={reportMessages.lines}
      >
        <HorizontalBars points={funnel} name={intl.formatMessage(reportMessages.lines)} />
      </ChartFigure>
    </SimpleGrid>
  );
}
