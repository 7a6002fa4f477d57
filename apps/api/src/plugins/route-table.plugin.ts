import fp from 'fastify-plugin';

/** One registered route, as the router sees it. */
export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after this plugin (HEAD twins left out). The security tests walk
     * it, so a route added without an access rule fails them instead of shipping unnoticed.
     */
    routeTable: readonly RouteEntry[];
  }
}

export const routeTablePlugin = fp(
  (app, _options, done) => {
    const routes: RouteEntry[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') {
          routes.push({ method, url: route.url });
        }
      }
    });
    done();
  },
  { name: 'route-table' },
);
