import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  FeedbackBodySchema,
  FeedbackStatusSchema,
  FreshInstallBodySchema,
} from '@sillage/shared-types';
import {
  forbidden,
  notFound,
  notImplemented,
  serviceUnavailable,
} from '../../errors/http-error.js';
import { renderFeedbackMail, renderFreshInstallMail, type MailAttachment } from '@sillage/mail';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import type { JobReportSource } from '../../ports/job-ports.js';

export interface FeedbackRoutesOptions {
  recipients: string[];
  appName: string;
  version: string;
  publicUrl: string | undefined;
  jobReports: JobReportSource;
  authRateLimitPerMinute: number;
}

/** Feedback to the maintainers by mail (`/api/feedback*`), with an optional job report attached. */
export const feedbackRoutes: FastifyPluginCallbackZod<FeedbackRoutesOptions> = (
  app,
  options,
  done,
) => {
  const rateLimit = { max: options.authRateLimitPerMinute, timeWindow: '1 minute' };
  const ensureAvailable = () => {
    if (!app.mailer.isConfigured || options.recipients.length === 0) {
      throw notImplemented('feedbackUnavailable');
    }
  };

  async function attachReport(user: AuthUser | null, jobId: string): Promise<MailAttachment> {
    // Another user's job looks exactly like a missing one.
    const job = user === null ? undefined : await options.jobReports.findJobReport(jobId);
    const isAllowed = job !== undefined && (user?.group === 'admin' || job.ownerId === user?.id);
    if (!isAllowed || job.report === null) {
      throw notFound('reportDoesNotExist');
    }
    return {
      filename: `${jobId.slice(0, 8)}_report.json`,
      content: JSON.stringify(job.report, null, 2),
      contentType: 'application/json',
    };
  }

  app.get(
    '/feedback/status',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Feedback recipients (501 when feedback by mail is not configured)',
        response: { 200: FeedbackStatusSchema, 501: ApiErrorSchema },
      },
    },
    () => {
      ensureAvailable();
      return { recipients: options.recipients };
    },
  );

  app.post(
    '/feedback',
    {
      preHandler: app.identify,
      config: { rateLimit, validationMessage: 'fillAllFields' },
      schema: {
        tags: ['feedback'],
        summary: 'Mail feedback to the maintainers (a copy goes to a signed-in sender)',
        body: FeedbackBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema, 501: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      ensureAvailable();
      const { mail, comment, browser, jobID } = request.body;
      const user = request.user;
      const attachments = jobID ? [await attachReport(user, jobID)] : [];
      // Only a signed-in sender gets a copy (at their account's address): anonymous forms must
      // not make the server mail arbitrary addresses.
      const from = user?.email ?? mail;
      const rendered = renderFeedbackMail({
        appName: options.appName,
        version: options.version,
        from,
        isSignedIn: user !== null,
        comment,
        browser,
        jobId: jobID ?? undefined,
        instanceUrl: options.publicUrl,
      });
      const message = { replyTo: from, ...rendered, attachments };
      let delivery;
      try {
        delivery = await app.mailer.send({ to: options.recipients, ...message });
      } catch (error) {
        request.log.error({ err: error }, 'could not send feedback');
        throw serviceUnavailable('cannotSendFeedback');
      }
      if (delivery.refused.length > 0) {
        request.log.warn(
          { refused: delivery.refused },
          'feedback recipients refused by the mail server',
        );
      }
      // Sent once a team address took it: only then does the sender get a copy, so a failure
      // (answered 503, sent again) leaves no copy of a message nobody received.
      if (delivery.refused.length === options.recipients.length) {
        throw serviceUnavailable('cannotSendFeedback');
      }
      if (user !== null) {
        await app.mailer.send({ to: user.email, ...message }).catch((error: unknown) => {
          request.log.warn({ err: error }, 'feedback sent, but not its copy to the sender');
        });
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/feedback/freshinstall',
    {
      config: { rateLimit, validationMessage: 'invalidAddress' },
      schema: {
        tags: ['feedback'],
        summary:
          'Announce a new instance to the maintainers (only before the first account exists)',
        body: FreshInstallBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema, 501: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      ensureAvailable();
      if ((await app.repositories.users.count()) > 0) {
        throw forbidden('alreadyInstalled');
      }
      const rendered = renderFreshInstallMail({
        appName: options.appName,
        version: options.version,
        mail: request.body.mail,
        instanceUrl: options.publicUrl,
      });
      try {
        await app.mailer.send({ to: options.recipients, replyTo: request.body.mail, ...rendered });
      } catch (error) {
        request.log.error({ err: error }, 'could not send the new instance mail');
        throw serviceUnavailable('cannotSendFeedback');
      }
      return reply.code(204).send(null);
    },
  );
  done();
};
