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

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];

const METHOD_ALIAS = 'methodAlias';
const EVERY_REQUEST = 'every request';

/**
 * A route constraint every request meets: a route that carries it (METHOD_ALIAS_CONSTRAINTS)
 * answers as any route does, but Fastify's router, asked with no constraints as
 * findAllowedMethods asks it, does not see it. For an alias of another method on the same path
 * (`POST /{jobId}?_method=PUT` is a PUT, and a plain POST there is a 404): `Allow` must not list
 * its method, which the path does not take.
 */
export const methodAliasStrategy: ConstraintStrategy = {
  name: METHOD_ALIAS,
  storage() {
    const handlers = new Map<unknown, unknown>();
    return {
      get: (value) => (handlers.get(value) ?? null) as never,
      set: (value, handler) => {
        handlers.set(value, handler);
      },
    };
  },
  deriveConstraint: () => EVERY_REQUEST,
};

/** The `constraints` of a route that is an alias of another method (see methodAliasStrategy). */
export const METHOD_ALIAS_CONSTRAINTS = { [METHOD_ALIAS]: EVERY_REQUEST };
