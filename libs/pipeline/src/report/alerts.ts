import { describeUnknownJobHeader, findUnknownJobHeaders } from '../engine/job-header-names.js';

/** Alert thresholds (`Alerts-Activation-Threshold`, `Alerts-Unknown-Domains-Rate`). */
export interface AlertThresholds {
  activationThreshold: number;
  unknownDomainsRate: number;
}

/**
 * The reference's `alerts` section: once more than `activationThreshold` pertinent lines (input
 * minus ignored) were read, one `alert-N` per unknown domain whose rounded share of them reaches
 * `unknownDomainsRate` percent.
 */
export function computeAlerts(
  unknownDomains: ReadonlyMap<string, number>,
  pertinentLines: number,
  thresholds: AlertThresholds,
): Record<string, string> {
  const alerts: Record<string, string> = { 'active-alerts': 'unknown-domains' };
  if (pertinentLines <= thresholds.activationThreshold) {
    return alerts;
  }
  let index = 0;
  for (const [domain, count] of unknownDomains) {
    const percent = Math.round((count / pertinentLines) * 100);
    if (percent >= thresholds.unknownDomainsRate) {
      index += 1;
      alerts[`alert-${index}`] = `${domain} is unknown but represents ${percent}% of the log lines`;
    }
  }
  return alerts;
}

/**
 * The `alert-headers` text: the job's headers that look like misspelt job headers (`Ouput-Fields`,
 * `ezPAARSE-…` that no job reads). The job ignores them, as the reference does over HTTP, but
 * says so here; the HTTP headers of the request itself (Host, User-Agent…) are left aside.
 */
export function unknownHeadersAlert(headers: Readonly<Record<string, string>>): string | undefined {
  const unknown = findUnknownJobHeaders(Object.keys(headers), { lookalikesOnly: true });
  return unknown.length === 0
    ? undefined
    : `Unknown headers, ignored: ${unknown.map(describeUnknownJobHeader).join(', ')}`;
}
