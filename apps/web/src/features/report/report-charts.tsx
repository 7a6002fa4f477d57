import {
  Box,
  Heading,
  SimpleGrid,
  Table,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
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
import { describeCode, formatResourceLabel } from '../../shared/i18n/resource-labels.js';
import { barChartHeight, barsToDraw, shortenLabel } from './bar-points.js';
import {
  buildCountSeries,
  buildRejectFunnel,
  nameCountPoint,
  type CountPoint,
} from './report-data.js';
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
  height,
  children,
}: {
  title: MessageDescriptor;
  points: readonly CountPoint[];
  valueLabel: MessageDescriptor;
  headingLevel?: ChartHeadingLevel;
  /** Shown under the chart (what its axis is in: the time zone of a timeline). */
  note?: React.ReactNode;
  /** The chart's height in pixels (16rem when absent). */
  height?: number;
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
        <ChartBox h={height === undefined ? '64' : `${String(height)}px`} aria-hidden="true">
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
              <Table.Row key={point.code ?? point.name}>
                <Table.Cell>
                  <span title={point.code}>{point.name}</span>
                </Table.Cell>
                <Table.Cell>{intl.formatNumber(point.value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}

/** The tooltip's title for a point: its name, and its code when the name stands for one. */
function describePoint(label: unknown, payload: readonly { payload?: unknown }[]): string {
  const point = payload[0]?.payload as Partial<CountPoint> | undefined;
  const name = typeof label === 'string' ? label : String(label);
  return point?.code === undefined ? name : describeCode(name, point.code);
}

/** What recharts hands a custom axis tick. */
interface CategoryTickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
}

/**
 * A category label on one line, cut to `maxChars` with its full text as a tooltip. Recharts'
 * own tick wraps a long name over two lines, which then runs into the next bar's label.
 */
function CategoryTick({ x, y, payload, maxChars }: CategoryTickProps & { maxChars: number }) {
  const label = String(payload?.value ?? '');
  return (
    <text
      x={Number(x ?? 0)}
      y={Number(y ?? 0)}
      dx={-4}
      dy="0.35em"
      textAnchor="end"
      style={{ fontSize: 11 }}
      fill={CHART_TEXT_COLOR}
    >
      <title>{label}</title>
      {shortenLabel(label, maxChars)}
    </text>
  );
}

/** The label axis beside the bars: narrower on a phone, which keeps its width for the bars. */
const NARROW_AXIS = { width: 100, chars: 12 };
// 28 characters: French step and platform names ("Événements de consultation", "Nature
// Publishing Group") whole at 11 px.
const WIDE_AXIS = { width: 180, chars: 28 };

/** Ranked counts as horizontal bars, one colour per bar. */
function HorizontalBars({ points, name }: { points: readonly CountPoint[]; name: string }) {
  const chartNumber = useChartNumber();
  const axis = useBreakpointValue({ base: NARROW_AXIS, md: WIDE_AXIS }) ?? WIDE_AXIS;
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
        width={axis.width}
        interval={0}
        stroke={CHART_TEXT_COLOR}
        tick={(props: CategoryTickProps) => <CategoryTick {...props} maxChars={axis.chars} />}
      />
      <Tooltip formatter={chartNumber} labelFormatter={describePoint} />
      <Bar dataKey="value" name={name} />
    </BarChart>
  );
}

/**
 * A titled horizontal bar chart that grows with its bars, past `MAX_BARS` (bar-points.ts)
 * drawing one bar for the rest; its table lists every point.
 */
export function BarsFigure({
  points,
  name,
  ...figure
}: {
  title: MessageDescriptor;
  points: readonly CountPoint[];
  valueLabel: MessageDescriptor;
  headingLevel?: ChartHeadingLevel;
  /** The series' name in the tooltip. */
  name: string;
}) {
  const intl = useIntl();
  const drawn = barsToDraw(points, (count) =>
    intl.formatMessage(reportMessages.chartOthers, { count }),
  );
  return (
    <ChartFigure {...figure} points={points} height={barChartHeight(drawn.length)}>
      <HorizontalBars points={drawn} name={name} />
    </ChartFigure>
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
  const platforms = buildCountSeries(report, 'platform-').map((point) =>
    nameCountPoint(point.name, platformName(point.name), point.value),
  );
  const rtypes = buildCountSeries(report, 'rtype-').map((point) =>
    nameCountPoint(point.name, formatResourceLabel(intl, 'rtype', point.name), point.value),
  );
  const mimes = buildCountSeries(report, 'mime-').map((point) =>
    nameCountPoint(point.name, formatResourceLabel(intl, 'mime', point.name), point.value),
  );
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
      <BarsFigure
        headingLevel={headingLevel}
        title={reportMessages.eventsByPlatform}
        points={platforms}
        valueLabel={reportMessages.events}
        name={eventsLabel}
      />
      <BarsFigure
        headingLevel={headingLevel}
        title={reportMessages.eventsByRtype}
        points={rtypes}
        valueLabel={reportMessages.events}
        name={eventsLabel}
      />
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
          <Tooltip
            formatter={(value, sliceName, item) => [
              chartNumber(value),
              describePoint(sliceName, [item]),
            ]}
          />
          {/* The slices' names: the labels around the pie give only the counts and shares. */}
          <Legend />
        </PieChart>
      </ChartFigure>
      <BarsFigure
        headingLevel={headingLevel}
        title={reportMessages.rejectFunnel}
        points={funnel}
        valueLabel={reportMessages.lines}
        name={intl.formatMessage(reportMessages.lines)}
      />
    </SimpleGrid>
  );
}
