import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the report view and the /report page. */
export const reportMessages = defineMessages({
  linesPerSecond: {
    id: 'report.linesPerSecond',
    defaultMessage: '{count, plural, one {# line/s} other {# lines/s}}',
  },
  eventsPerSecond: {
    id: 'report.eventsPerSecond',
    defaultMessage: '{count, plural, one {# event/s} other {# events/s}}',
  },
  title: { id: 'report.title', defaultMessage: 'Report' },
  noJobChosen: {
    id: 'report.noJobChosen',
    defaultMessage: 'No job chosen: open a report from My jobs.',
  },
  noValue: { id: 'report.noValue', defaultMessage: 'No value' },
  pageTitle: { id: 'report.pageTitle', defaultMessage: 'Process report' },
  downloadReport: { id: 'report.downloadReport', defaultMessage: 'Download report' },
  stoppedPartialFigures: {
    id: 'report.stoppedPartialFigures',
    defaultMessage: 'The figures below are those reached before the job stopped.',
  },
  expandAll: { id: 'report.expandAll', defaultMessage: 'Expand all' },
  collapseAll: { id: 'report.collapseAll', defaultMessage: 'Collapse all' },
  processState: { id: 'report.processState', defaultMessage: 'Processing status' },
  charts: { id: 'report.charts', defaultMessage: 'Charts' },
  traces: { id: 'report.traces', defaultMessage: 'System traces' },
  noTraces: { id: 'report.noTraces', defaultMessage: 'No trace.' },
  linesRead: { id: 'report.linesRead', defaultMessage: 'Lines read' },
  ECsGenerated: { id: 'report.ECsGenerated', defaultMessage: 'Consultation events' },
  treatmentDuration: { id: 'report.treatmentDuration', defaultMessage: 'Duration' },
  logProcessingSpeed: { id: 'report.logProcessingSpeed', defaultMessage: 'Processing speed' },
  ECGenerationSpeed: { id: 'report.ECGenerationSpeed', defaultMessage: 'Event generation speed' },
  recognizedPlatforms: { id: 'report.recognizedPlatforms', defaultMessage: 'Recognised platforms' },
  HTMLConsultations: { id: 'report.HTMLConsultations', defaultMessage: 'HTML consultations' },
  PDFConsultations: { id: 'report.PDFConsultations', defaultMessage: 'PDF consultations' },
  general: { id: 'report.group.general', defaultMessage: 'General' },
  enrichment: { id: 'report.group.enrichment', defaultMessage: 'Enrichment' },
  enrichmentHelp: {
    id: 'report.enrichmentHelp',
    defaultMessage:
      "Counters of the enrichers in the job's chain, kept in the General section of report.json under the key shown below each label.",
  },
  'enrichment.queries': {
    id: 'report.enrichment.queries',
    defaultMessage: '{enricher}: requests sent',
  },
  'enrichment.fails': {
    id: 'report.enrichment.fails',
    defaultMessage: '{enricher}: failed lookups',
  },
  'enrichment.cache-hits': {
    id: 'report.enrichment.cache-hits',
    defaultMessage: '{enricher}: answers found in the cache',
  },
  'enrichment.cache-fails': {
    id: 'report.enrichment.cache-fails',
    defaultMessage: '{enricher}: cache failures',
  },
  'enrichment.enriched': {
    id: 'report.enrichment.enriched',
    defaultMessage: '{enricher}: enriched events',
  },
  'enrichment.skipped': {
    id: 'report.enrichment.skipped',
    defaultMessage: '{enricher}: identifiers skipped while the service kept failing',
  },
  'enrichment.unreachable': {
    id: 'report.enrichment.unreachable',
    defaultMessage: '{enricher}: identifiers not looked up, service unreachable',
  },
  'enrichment.invalid-dois': {
    id: 'report.enrichment.invalid-dois',
    defaultMessage: '{enricher}: invalid DOIs, not sent',
  },
  'enrichment.min-response-time': {
    id: 'report.enrichment.min-response-time',
    defaultMessage: '{enricher}: shortest response time (ms)',
  },
  'enrichment.max-response-time': {
    id: 'report.enrichment.max-response-time',
    defaultMessage: '{enricher}: longest response time (ms)',
  },
  'enrichment.not-found': {
    id: 'report.enrichment.not-found',
    defaultMessage: '{enricher}: identifiers not found',
  },
  'enrichment.enriched-ecs': {
    id: 'report.enrichment.enriched-ecs',
    defaultMessage: "{enricher}: enriched events (ezPAARSE's key)",
  },
  rejets: { id: 'report.group.rejets', defaultMessage: 'Rejects' },
  stats: { id: 'report.group.stats', defaultMessage: 'Stats' },
  alerts: { id: 'report.group.alerts', defaultMessage: 'Alerts' },
  notifications: { id: 'report.group.notifications', defaultMessage: 'Notifications' },
  files: { id: 'report.group.files', defaultMessage: 'Files' },
  first_event: { id: 'report.group.first_event', defaultMessage: 'First consultation' },
  dedoublonnage: { id: 'report.group.dedoublonnage', defaultMessage: 'Duplicates' },
  key: { id: 'report.key', defaultMessage: 'Key' },
  value: { id: 'report.value', defaultMessage: 'Value' },
  rejectionRateHelp: {
    id: 'report.rejectionRateHelp',
    defaultMessage:
      'Rejection rate, ignored lines excluded (reference definition): unknown formats, unknown domains, unqualified, duplicate, unordered and failed lines over the lines read minus the ignored ones. The share of lines set aside shown with the job counts every reject over all lines read.',
  },
  share: { id: 'report.share', defaultMessage: 'Share of relevant lines' },
  eventsByPlatform: {
    id: 'report.eventsByPlatform',
    defaultMessage: 'Consultation events by platform',
  },
  eventsByRtype: {
    id: 'report.eventsByRtype',
    defaultMessage: 'Consultation events by resource type',
  },
  eventsByMime: { id: 'report.eventsByMime', defaultMessage: 'Consultation events by format' },
  /** A `stats` row counting a resource type; `label` is its name ("Book section"). */
  statsRtype: { id: 'report.statsRtype', defaultMessage: 'Resource type: {label}' },
  /** A `stats` row counting a format; `label` is its name ("PDF document"). */
  statsMime: { id: 'report.statsMime', defaultMessage: 'Format: {label}' },
  rejectFunnel: {
    id: 'report.rejectFunnel',
    defaultMessage: 'From log lines to consultation events',
  },
  events: { id: 'report.events', defaultMessage: 'Events' },
  lines: { id: 'report.lines', defaultMessage: 'Lines' },
  funnelInput: { id: 'report.funnelInput', defaultMessage: 'Lines read' },
  funnelRelevant: { id: 'report.funnelRelevant', defaultMessage: 'Relevant lines' },
  funnelEvents: { id: 'report.funnelEvents', defaultMessage: 'Consultation events' },
  noChartData: { id: 'report.noChartData', defaultMessage: 'Nothing to chart.' },
  chartTable: { id: 'report.chartTable', defaultMessage: 'Data of the chart' },
  /** The one bar that sums the values past a bar chart's last bar. */
  chartOthers: {
    id: 'report.chartOthers',
    defaultMessage: '{count, plural, one {# other} other {# others}}',
  },
  /** Next to a pie slice: `count` and `share` come formatted in the page's numbers. */
  sliceLabel: { id: 'report.sliceLabel', defaultMessage: '{count} ({share})' },
  shareUnder: { id: 'report.shareUnder', defaultMessage: '< {share}' },
  shareOver: { id: 'report.shareOver', defaultMessage: '> {share}' },
  'nb-lines-ignored': { id: 'report.rejects.nb-lines-ignored', defaultMessage: 'Ignored lines' },
  'nb-lines-duplicate-ecs': {
    id: 'report.rejects.nb-lines-duplicate-ecs',
    defaultMessage: 'Duplicate events',
  },
  'nb-lines-ignored-domains': {
    id: 'report.rejects.nb-lines-ignored-domains',
    defaultMessage: 'Ignored domains',
  },
  'nb-lines-unknown-domains': {
    id: 'report.rejects.nb-lines-unknown-domains',
    defaultMessage: 'Unknown domains',
  },
  'nb-lines-unknown-formats': {
    id: 'report.rejects.nb-lines-unknown-formats',
    defaultMessage: 'Unknown formats',
  },
  'nb-lines-unqualified-ecs': {
    id: 'report.rejects.nb-lines-unqualified-ecs',
    defaultMessage: 'Unqualified events',
  },
  'nb-lines-unordered-ecs': {
    id: 'report.rejects.nb-lines-unordered-ecs',
    defaultMessage: 'Unordered events',
  },
  'nb-lines-ignored-hosts': {
    id: 'report.rejects.nb-lines-ignored-hosts',
    defaultMessage: 'Ignored hosts',
  },
  'nb-lines-robots-ecs': { id: 'report.rejects.nb-lines-robots-ecs', defaultMessage: 'Robots' },
  'nb-lines-unknown-errors': {
    id: 'report.rejects.nb-lines-unknown-errors',
    defaultMessage: 'Unknown errors',
  },
  'nb-lines-filtered-ecs': {
    id: 'report.rejects.nb-lines-filtered-ecs',
    defaultMessage: 'Filtered events',
  },
  'nb-denied-ecs': { id: 'report.rejects.nb-denied-ecs', defaultMessage: 'Denied accesses' },
  'desc.nb-lines-ignored': {
    id: 'report.rejects.desc.nb-lines-ignored',
    defaultMessage:
      'Lines left aside on purpose: static assets, redirections, failed requests, enrichment requests of ezPAARSE or Sillage (istex).',
  },
  'desc.nb-lines-duplicate-ecs': {
    id: 'report.rejects.desc.nb-lines-duplicate-ecs',
    defaultMessage:
      'Repeated clicks on the same resource, counted once (COUNTER double-click rule).',
  },
  'desc.nb-lines-ignored-domains': {
    id: 'report.rejects.desc.nb-lines-ignored-domains',
    defaultMessage: 'Domains known to carry no scholarly resource (search engines, advertising…).',
  },
  'desc.nb-lines-unknown-domains': {
    id: 'report.rejects.desc.nb-lines-unknown-domains',
    defaultMessage: 'Domains that no platform recognises.',
  },
  'desc.nb-lines-unknown-formats': {
    id: 'report.rejects.desc.nb-lines-unknown-formats',
    defaultMessage: 'Lines that do not match the log format.',
  },
  'desc.nb-lines-unqualified-ecs': {
    id: 'report.rejects.desc.nb-lines-unqualified-ecs',
    defaultMessage: 'Known platforms, but URLs that do not point to a resource.',
  },
  'desc.nb-lines-unordered-ecs': {
    id: 'report.rejects.desc.nb-lines-unordered-ecs',
    defaultMessage: 'Lines older than the ones before them, which the deduplication cannot place.',
  },
  'desc.nb-lines-ignored-hosts': {
    id: 'report.rejects.desc.nb-lines-ignored-hosts',
    defaultMessage: 'Requests from excluded hosts (monitoring, internal tools).',
  },
  'desc.nb-lines-robots-ecs': {
    id: 'report.rejects.desc.nb-lines-robots-ecs',
    defaultMessage: 'Requests from robots and crawlers.',
  },
  'desc.nb-lines-unknown-errors': {
    id: 'report.rejects.desc.nb-lines-unknown-errors',
    defaultMessage: 'Lines that failed for an unexpected reason.',
  },
  'desc.nb-lines-filtered-ecs': {
    id: 'report.rejects.desc.nb-lines-filtered-ecs',
    defaultMessage: 'Events of platforms left out by the platform filter.',
  },
  'desc.nb-denied-ecs': {
    id: 'report.rejects.desc.nb-denied-ecs',
    defaultMessage: 'Accesses refused by the platform (401/403), written to a separate file.',
  },
  cannotLoad: { id: 'report.cannotLoad', defaultMessage: 'The report could not be loaded.' },
  mailFailed: {
    id: 'report.mailFailed',
    defaultMessage:
      'The notification mail could not be sent to {recipients}: they will not be told this job has ended.',
  },
  underWay: {
    id: 'report.underWay',
    defaultMessage:
      'This job is still under way: its report and traces follow it. Its other views open once it has finished.',
  },
  missingId: { id: 'report.missingId', defaultMessage: 'No process identifier in the address.' },
});
