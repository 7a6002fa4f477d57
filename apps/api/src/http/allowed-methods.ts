import type { FastifyInstance } from 'fastify';
import createRouter, { type HTTPMethod } from 'find-my-way';

/**
 * A route that stands for another method at its path (`POST /{jobId}?_method=PUT` is a PUT, and a
 * plain POST there is a 404), as it was registered. Its path takes no such method of its own.
 */
export interface MethodAliasRoute {
  method: HTTPMethod;
  url: string;
}

/**
 * A lookup of the methods some route of `app` answers at a `pathname` (no query string), sorted,
 * as a 405's `Allow` lists them; empty when no route has this path. Asked of Fastify's own
 * router, so it follows every route, its parameters' patterns included. Not counted: the web
 * app's catch-all (`GET /*`, its files), which takes any path, so a path only it takes is not one
 * the server has; and `aliases`, whose method is another's at their path.
 */
export function createAllowedMethodsFinder(
  app: FastifyInstance,
  aliases: readonly MethodAliasRoute[],
): (pathname: string) => string[] {
  // find-my-way is Fastify's router, with its default options: it matches the aliases' urls as
  // the app's router does.
  const aliasRouter = createRouter();
  for (const { method, url } of aliases) {
    aliasRouter.on(method, url, () => undefined);
  }
  return (pathname) =>
    app.supportedMethods
      .filter((method) => {
        // Null when nothing matches, whatever Fastify's typings say.
        const route = app.findRoute({ method, url: pathname }) as { params: object } | null;
        return (
          route !== null &&
          !('*' in route.params) &&
          aliasRouter.find(method as HTTPMethod, pathname) === null
        );
      })
      .sort();
}
