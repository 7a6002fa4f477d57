import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_DOCS_PAGE, SESSION_COOKIE_NAME } from '@sillage/shared-types';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * What the documentation page says before the routes: how to sign in, and the command line,
 * which sends logs to this server or processes them without one.
 */
const DESCRIPTION = `Access logs in, enriched consultation events and reports out, as ezPAARSE's API.

**Sign in** with the session cookie (\`POST /api/auth/login\`) or HTTP Basic on any route.

**Send a log** the way ezPAARSE users do: \`curl -u me@example.org -X POST --data-binary @ezproxy.log http://this-server/\`
answers with the consultation events (CSV by default; \`Accept\` chooses TSV or JSON), the headers
of the reference (\`Log-Format-ezproxy\`, \`Output-Fields\`, \`Crypted-Fields\`…) set the job, and
\`Job-ID\` names the job whose report is \`GET /{jobId}/job-report.json\`.

**Command line.** The \`sillage\` command comes with Sillage (\`npx sillage --help\` in its folder):
\`sillage upload --server http://this-server file.log…\` sends logs to this server as one job of
yours and writes its result; \`sillage process file.log…\` runs the same processing on your
machine, without a server; \`sillage format check\` and \`sillage platforms verify\` test a log
format and the platform rules.`;

/**
 * Generates the OpenAPI document from the route schemas (register before the routes) and serves
 * it as JSON at `GET /api/docs` for programs, and as a page to read at {@link API_DOCS_PAGE} (a
 * browser that opens `/api/docs` is sent there).
 */
export const openapiPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Sillage API', description: DESCRIPTION, version },
        components: {
          securitySchemes: {
            basicAuth: { type: 'http', scheme: 'basic' },
            sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PAGE,
      // No call to the public validator service (no network, and the CSP allows none).
      // The page shows this server's document only: no box to explore another one.
      uiConfig: {
        validatorUrl: null,
        docExpansion: 'none',
        deepLinking: true,
        layout: 'BaseLayout',
      },
      theme: { title: 'Sillage API' },
    });
    app.get('/api/docs', { schema: { hide: true } }, (request, reply) => {
      // A browser opening a link asks for a page first; a program for JSON, or for anything.
      const wantsPage = /^\s*text\/html\b/i.test(request.headers.accept ?? '');
      return wantsPage ? reply.redirect(API_DOCS_PAGE) : app.swagger();
    });
  },
  { name: 'openapi' },
);
