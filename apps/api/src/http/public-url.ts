import type { FastifyRequest } from 'fastify';

/** A `Host` value that can stand in a URL: a name or an address, and maybe a port. */
const AUTHORITY = /^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Base URL of the job's own answers (`Job-Report` headers, the report's URLs), which go back to
 * the caller who sent the request: the configured one, else the request's origin. Never for mail.
 * A request without a usable `Host` (HTTP/1.0 may send none) gets the server's own address
 * (`fallback`) rather than `http:///<id>/…` links.
 */
export function publicBaseUrl(
  request: FastifyRequest,
  configured: string | undefined,
  fallback: string,
): string {
  if (configured !== undefined) {
    return configured;
  }
  return AUTHORITY.test(request.host) ? `${request.protocol}://${request.host}` : fallback;
}

/** Where links sent out of band (mails) may point. */
export interface MailLinkSettings {
  /** SILLAGE_PUBLIC_URL, without its trailing slash. */
  publicUrl: string | undefined;
  /** SILLAGE_ALLOWED_HOSTS, lower-cased `host` or `host:port` entries. */
  allowedHosts: string[];
  /** The server's own address (`http://localhost:<port>`), when nothing else is trusted. */
  fallback: string;
  /** The port the server listens on: a bare allowed host may name it (direct access). */
  listenPort: number;
}

/** The host name and port (`''` for the scheme's default) of a `Host` value, if it is one. */
function authorityOf(
  protocol: string,
  host: string,
): { hostname: string; port: string } | undefined {
  if (!AUTHORITY.test(host)) {
    return undefined;
  }
  try {
    const { hostname, port } = new URL(`${protocol}://${host}`);
    return { hostname, port };
  } catch {
    return undefined;
  }
}

/**
 * Base URL of links sent by mail (password reset, job finished). A mail goes to someone other
 * than the caller, so the request's `Host` header (which the caller writes) is used only when it
 * names an allowed host; otherwise the link points at the configured URL or the server itself.
 */
export function mailBaseUrl(request: FastifyRequest, settings: MailLinkSettings): string {
  if (settings.publicUrl !== undefined) {
    return settings.publicUrl;
  }
  const host = request.host.toLowerCase();
  const authority = authorityOf(request.protocol, host);
  // A bare entry (`sillage.example`) allows the scheme's default port and the server's own, not
  // any port the caller writes: the link would take the reset token to whatever listens there.
  const bareAllowed =
    authority !== undefined &&
    (authority.port === '' || Number(authority.port) === settings.listenPort);
  const allowed = settings.allowedHosts.some(
    (entry) =>
      entry === host || (!entry.includes(':') && bareAllowed && entry === authority.hostname),
  );
  return allowed ? `${request.protocol}://${host}` : settings.fallback;
}

/** `http://<listen address>:<port>`, `localhost` for a loopback or wildcard address. */
export function listenBaseUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
