import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { Dashboard } from '@sillage/shared-types';
import { MdFilterAlt, MdHexagon, MdLibraryBooks, MdMenuBook } from 'react-icons/md';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, CHART_GRID_COLOR, CHART_TEXT_COLOR } from '../../app/theme.js';
import { MetricGrid, MetricTile } from '../../shared/ui/metric-tile.js';
import { useChartNumber } from '../report/chart-number.js';
import { BarsFigure, ChartFigure } from '../report/report-charts.js';
import { TimeZoneNote } from './time-zone-note.js';
import {
  shareOf,
  slotLabelLines,
  toChartPoints,
  toTimeline,
  type ChartPoint,
} from './dashboard-data.js';
import { dashboardMessages } from './dashboard.messages.js';
import { useValueLabels } from './use-value-labels.js';
import type { TimelineUnit } from './timeline-slots.js';
import { TableScrollArea } from '../../shared/ui/table-scroll-area.js';

const TIMELINE_TITLES = {
  hour: dashboardMessages.overTimeHour,
  day: dashboardMessages.overTimeDay,
  week: dashboardMessages.overTimeWeek,
  month: dashboardMessages.overTimeMonth,
} as const satisfies Record<TimelineUnit, unknown>;

// Tick labels: the axis's type size, and an estimate of a character's width at that size (the
// chart keeps room for half the last label past the plot's end).
const TICK_FONT_SIZE = 11;
const TICK_CHAR_WIDTH = 6.5;
const AXIS_END_PADDING = 10;

/** The longest line of a slot's label: what the axis measures to space its labels. */
const widestLine = (lines: readonly string[]) =>
  lines.reduce((widest, line) => (line.length > widest.length ? line : widest), '');

/** A time-axis label on one or two lines (an hour's day above its time). */
function TimelineTick({
  x,
  y,
  payload,
  fill,
  className,
  unit,
}: {
  x?: number;
  y?: number;
  payload?: { value?: string | number };
  fill?: string;
  className?: string;
  unit: TimelineUnit;
}) {
  const lines = slotLabelLines(String(payload?.value ?? ''), unit);
  return (
    <text
      x={x}
      y={y}
      fill={fill}
      fontSize={TICK_FONT_SIZE}
      textAnchor="middle"
      className={className}
    >
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? '0.71em' : '1.2em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function TimelineChart({
  points,
  name,
  unit,
}: {
  points: readonly ChartPoint[];
  name: string;
  unit: TimelineUnit;
}) {
  const chartNumber = useChartNumber();
  const lastLabel = widestLine(slotLabelLines(points.at(-1)?.name ?? '', unit));
  // The last label is centred on the last slot: half of it lies past the plot, inside the card.
  const right = Math.max(
    16,
    Math.ceil((lastLabel.length * TICK_CHAR_WIDTH) / 2) - AXIS_END_PADDING + 2,
  );
  return (
    <AreaChart data={[...points]} margin={{ left: 0, right, top: 8 }} accessibilityLayer={false}>
      <CartesianGrid stroke={CHART_GRID_COLOR} vertical={false} />
      {/*
        The first and last labels, and those between that fit, spaced by their widest line: the
        default kept only the last of long hour labels ("Nov 29, 2012, 11:00 PM").
      */}
      <XAxis
        dataKey="name"
        stroke={CHART_TEXT_COLOR}
        tick={(props: object) => <TimelineTick {...props} unit={unit} />}
        tickFormatter={(label: string) => widestLine(slotLabelLines(label, unit))}
        height={unit === 'hour' ? 44 : 30}
        minTickGap={24}
        interval="preserveStartEnd"
        // The first and last slots off the plot's edges: a peak there (one busy last day) was
        // drawn in the last pixels, where the clip hid it.
        padding={{ left: AXIS_END_PADDING, right: AXIS_END_PADDING }}
      />
      <YAxis
        stroke={CHART_TEXT_COLOR}
        allowDecimals={false}
        width={48}
        tickFormatter={chartNumber}
      />
      <Tooltip formatter={chartNumber} />
      {/* Straight segments: one busy slot among empty ones shows as a peak, not a curve's sliver. */}
      <Area
        type="linear"
        dataKey="value"
        name={name}
        stroke={CHART_COLORS[0]}
        fill={CHART_COLORS[0]}
        fillOpacity={0.3}
      />
    </AreaChart>
  );
}

/** The dashboard figures: headline tiles, timeline, splits and the top titles table. */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const intl = useIntl();
  const eventsLabel = intl.formatMessage(dashboardMessages.events);
  const label = useValueLabels();
  const timeline = toTimeline(dashboard, intl);
  const platforms = toChartPoints(dashboard.platforms, (value) => label('platform', value));
  const rtypes = toChartPoints(dashboard.rtypes, (value) => label('rtype', value));
  const mimes = toChartPoints(dashboard.mimes, (value) => label('mime', value));
  const onCampus = toChartPoints(dashboard.onCampus, (value) => label('on_campus', value));
  const noTitleHint = intl.formatMessage(dashboardMessages.noTitleHint);
  const topTitles = intl.formatMessage(dashboardMessages.topTitles);

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <FormattedMessage {...dashboardMessages.intro} />
      </Text>
      <MetricGrid>
        <MetricTile
          icon={MdLibraryBooks}
          colorPalette="green"
          label={intl.formatMessage(dashboardMessages.totalEvents)}
          value={intl.formatNumber(dashboard.total)}
        />
        <MetricTile
          icon={MdFilterAlt}
          colorPalette="blue"
          label={intl.formatMessage(dashboardMessages.matchedEvents)}
          value={intl.formatNumber(dashboard.matched)}
        />
        <MetricTile
          icon={MdHexagon}
          colorPalette="orange"
          label={intl.formatMessage(dashboardMessages.platforms)}
          value={intl.formatNumber(dashboard.platforms.length)}
        />
        <MetricTile
          icon={MdMenuBook}
          colorPalette="purple"
          label={intl.formatMessage(dashboardMessages.titlesCount)}
          value={intl.formatNumber(dashboard.titles.length)}
        />
      </MetricGrid>
      {dashboard.matched === 0 ? (
        <Text color="fg.muted" role="status">
          <FormattedMessage {...dashboardMessages.noEvents} />
        </Text>
      ) : (
        <>
          <ChartFigure
            headingLevel="h2"
            title={TIMELINE_TITLES[timeline.unit]}
            points={timeline.points}
            valueLabel={dashboardMessages.events}
            note={<TimeZoneNote timeZone={dashboard.timeZone} unit={timeline.unit} />}
          >
            <TimelineChart points={timeline.points} name={eventsLabel} unit={timeline.unit} />
          </ChartFigure>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <BarsFigure
              headingLevel="h2"
              title={dashboardMessages.byPlatform}
              points={platforms}
              valueLabel={dashboardMessages.events}
              name={eventsLabel}
            />
            <BarsFigure
              headingLevel="h2"
              title={dashboardMessages.byRtype}
              points={rtypes}
              valueLabel={dashboardMessages.events}
              name={eventsLabel}
            />
            <BarsFigure
              headingLevel="h2"
              title={dashboardMessages.byMime}
              points={mimes}
              valueLabel={dashboardMessages.events}
              name={eventsLabel}
            />
            <BarsFigure
              headingLevel="h2"
              title={dashboardMessages.byOnCampus}
              points={onCampus}
              valueLabel={dashboardMessages.events}
              name={eventsLabel}
            />
          </SimpleGrid>
          <Box as="section" aria-label={topTitles}>
            <Text as="h2" fontWeight="semibold" mb="2">
              {topTitles}
            </Text>
            {dashboard.titles.length > 0 && dashboard.titles.every((row) => row.title === '') && (
              <Text color="fg.muted" fontSize="sm" mb="2">
                {noTitleHint}
              </Text>
            )}
            <TableScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label={topTitles} striped>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <FormattedMessage {...dashboardMessages.title_} />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage {...dashboardMessages.identifier} />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage {...dashboardMessages.platform} />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <FormattedMessage {...dashboardMessages.events} />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <FormattedMessage {...dashboardMessages.share} />
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {dashboard.titles.map((title) => (
                    <Table.Row key={`${title.platform}|${title.title}|${title.identifier}`}>
                      <Table.Cell>
                        {title.title === '' ? (
                          <Text as="span" color="fg.muted" title={noTitleHint}>
                            <FormattedMessage {...dashboardMessages.noTitle} />
                          </Text>
                        ) : (
                          title.title
                        )}
                      </Table.Cell>
                      <Table.Cell>{title.identifier}</Table.Cell>
                      <Table.Cell>{label('platform', title.platform)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <FormattedNumber value={title.count} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <FormattedNumber
                          value={shareOf(title.count, dashboard) / 100}
                          style="percent"
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScrollArea>
          </Box>
        </>
      )}
    </Stack>
  );
}
