import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { createAllowedMethodsFinder, type MethodAliasRoute } from '../http/allowed-methods.js';
import { buildApiError } from './error-handler.plugin.js';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATH = /^\/(api|ws|castor)(\/|$)/;
/**
 * Paths no client-side route has: a job's (`/{uuid}…`, any case) and a file's (a last segment
 * with an extension, `/0000/job-report.json`, `/assets/gone.js`, trailing slashes aside). A
 * missing job or file gets the JSON 404 its client can read, not the app's page with a 200.
 */
const JOB_PATH = /^\/[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}(\/|$)/i;
const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}\/*$/i;
/**
 * Vite writes under `assets/` only files named after a hash of their content (`[name]-[hash]`),
 * so such a name never changes meaning: browsers may keep them a year without asking again (the
 * app's 45-odd chunks otherwise cost one revalidation each per page load). Everything else,
 * `index.html` first, is asked for again each time, so a new release is seen at once.
 */
const HASHED_ASSETS_DIR = 'assets/';
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PAGE_CACHE_CONTROL = 'no-cache';

function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep).join('/');
  return relative.startsWith(HASHED_ASSETS_DIR) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL;
}

function isClientRoute(pathname: string): boolean {
  return !SERVER_PATH.test(pathname) && !JOB_PATH.test(pathname) && !FILE_PATH.test(pathname);
}

export interface StaticWebOptions {
  webDist: string;
  /** Routes that only stand for another method at their path: no method a 405 lists. */
  methodAliases: readonly MethodAliasRoute[];
}

/**
 * Serves the built web app from `webDist`, and answers everything no route matched: `index.html`
 * for browser navigations to what may be a client-side route, a JSON 405 with `Allow` for a path
 * that routes have for other methods, a JSON 404 otherwise. Without a built app (API-only
 * deployments, tests) no path gets `index.html`.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { webDist, methodAliases }) => {
    const hasWebApp = existsSync(path.join(webDist, 'index.html'));
    const findAllowedMethods = createAllowedMethodsFinder(app, methodAliases);
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: true,
        index: ['index.html'],
        // The build writes `.br` and `.gz` copies of text files (ADR 0129): sent to browsers
        // that take them, with `Vary: Accept-Encoding`; the file itself otherwise.
        preCompressed: true,
        // Replaces the plugin's own `max-age=0` on every file it sends.
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', cacheControlFor(webDist, file));
        },
      });
    } else {
      app.log.warn({ webDist }, 'no built web app found; serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const isNavigation = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && isNavigation && isClientRoute(pathname)) {
        return reply.type('text/html').sendFile('index.html');
      }
      // A path the server has, asked with another method: 405 and what it takes (RFC 9110
      // §15.5.6). A route that itself answered "not found" (a missing file) lists its own method.
      const allowed = findAllowedMethods(pathname);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        const allow = allowed.join(', ');
        return reply
          .code(405)
          .header('Allow', allow)
          .send(
            buildApiError(405, `${request.method} is not allowed on ${pathname}; use ${allow}`),
          );
      }
      return reply
        .code(404)
        .send(buildApiError(404, `Route ${request.method} ${pathname} not found`));
    });
  },
  { name: 'static-web' },
);
