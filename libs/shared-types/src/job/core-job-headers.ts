/**
 * The request headers a job reads that belong to no middleware (reference §3.1), in the
 * reference's spelling; each middleware's own headers are listed beside the middlewares
 * (`MIDDLEWARE_HEADERS` of the pipeline). Together they are every header name a job reads, which
 * is how a misspelt one (`Ouput-Fields`) can be named instead of silently ignored.
 */
export const CORE_JOB_HEADERS = [
  'Accept',
  'Content-Type',
  'Content-Encoding',
  'Response-Encoding',
  'Request-Charset',
  'Response-Charset',
  'Log-Format-ezproxy',
  'Log-Format-apache',
  'Log-Format-squid',
  'Date-Format',
  'Output-Fields',
  'Output-Timezone',
  'Input-Timezone',
  'Traces-Level',
  'Reject-Files',
  'Max-Parse-Attempts',
  'Clean-Only',
  'CSV-Raw-Values',
  'COUNTER-Mode',
  'Force-ECField-Publisher',
  'ezPAARSE-Predefined-Settings',
  'ezPAARSE-Middlewares',
  'ezPAARSE-Job-Notifications',
  'Alerts-Activation-Threshold',
  'Alerts-Unknown-Domains-Rate',
  'Socket-ID',
  'ezPAARSE-Response-Timeout',
] as const;
