import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '@sillage/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail; `mailer.isConfigured` is false without SMTP_URL. */
    mailer: Mailer;
  }
}

/** Opens the SMTP transport (pooled by nodemailer) and closes it with the app. */
export const mailPlugin = fp<{ smtpUrl: string | undefined; from: string }>(
  (app, { smtpUrl, from }, done) => {
    const mailer = createMailer(smtpUrl, from);
    app.decorate('mailer', mailer);
    app.addHook('onClose', (_instance, next) => {
      mailer.close();
      next();
    });
    done();
  },
  { name: 'mail' },
);
