import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for the API and the single-page app: a CSP that allows only the app's own
 * scripts, styles (inline styles too: the UI library injects them), images, fonts and
 * same-origin fetch/websocket (plus the configured ezMESURE instances, whose indices the browser
 * reads itself); no framing; no referrer leak to other sites.
 */
export const securityPlugin = fp<{ connectSources?: readonly string[] }>(
  async (app, { connectSources = [] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // 'self' also covers ws:/wss: to the same host in current browsers.
          connectSrc: ["'self'", ...connectSources],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The embedded mode serves plain HTTP on a LAN; forcing HTTPS there would break it. HSTS
      // is sent below, on answers that did travel over HTTPS.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
    });
    // Over HTTPS (TLS here, or a trusted proxy's X-Forwarded-Proto), browsers are told to keep
    // to HTTPS for a year: a later plain-HTTP link cannot expose the session cookie.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') {
        void reply.header('strict-transport-security', HSTS);
      }
      done();
    });
  },
  { name: 'security' },
);
