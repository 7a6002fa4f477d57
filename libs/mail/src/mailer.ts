import nodemailer from 'nodemailer';

/** A file attached to a mail. */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

/** One outgoing mail; the sender is the configured one. */
export interface MailMessage {
  to: string | string[];
  cc?: string | string[] | undefined;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends mails through the configured SMTP server, when there is one. */
export interface Mailer {
  /** False without SMTP_URL: features that mail are then unavailable. */
  readonly isConfigured: boolean;
  /** Delivers the message to the SMTP server; rejects when it refuses or is not configured. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Thrown by `send` when no SMTP server is configured. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('No SMTP server is configured (SMTP_URL).');
    this.name = 'MailNotConfiguredError';
  }
}

/** A mailer over `smtpUrl` (smtp:// or smtps://), or one that refuses everything without it. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl === undefined) {
    return {
      isConfigured: false,
      send: () => Promise.reject(new MailNotConfiguredError()),
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    isConfigured: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => {
      transport.close();
    },
  };
}
