import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAME } from '@sillage/shared-types';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Generates the OpenAPI document from the route schemas (register before the routes) and serves
 * it as JSON at `GET /api/docs`.
 */
export const openapiPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sillage API',
          description:
            'Access logs in, enriched consultation events and reports out. Authenticate with the session cookie (POST /api/auth/login) or HTTP Basic.',
          version,
        },
        components: {
          securitySchemes: {
            basicAuth: { type: 'http', scheme: 'basic' },
            sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
