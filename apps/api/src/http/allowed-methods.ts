import type { FastifyInstance } from 'fastify';

/**
 * The methods some route of `app` answers at `pathname` (no query string), sorted, as a 405's
 * `Allow` lists them; empty when no route has this path. Asked of Fastify's own router, so it
 * follows every route, its parameters' patterns included. The web app's catch-all (`GET /*`, its
 * files) does not count: it takes any path, and a path only it takes is not one the server has.
 */
export function findAllowedMethods(app: FastifyInstance, pathname: string): string[] {
  return app.supportedMethods
    .filter((method) => {
      // Null when nothing matches, whatever Fastify's typings say.
      const route = app.findRoute({ method, url: pathname }) as { params: object } | null;
      return route !== null && !('*' in route.params);
    })
    .sort();
}
