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
  /** Recipients the others do not see (the SMTP transport leaves the header out). */
  bcc?: string[] | undefined;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What the SMTP server did with a message it took. */
export interface MailDelivery {
  /**
   * Recipients it refused while it took the message for the others (their addresses, as given);
   * `temporary` when it said to try again later (a 4xx reply: greylisting, a full mailbox).
   */
  refused: { address: string; reason: string; temporary: boolean }[];
}

/** The error nodemailer keeps for a recipient the server refused. */
type RecipientError = Error & { recipient?: unknown; responseCode?: unknown };

/** nodemailer's codes of a server that could not be reached or stopped answering. */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET']);

/**
 * Whether a failed send may succeed later: the server answered 4xx (try again later: greylisting,
 * too many connections, a full mailbox), or could not be reached or stopped answering. A 5xx
 * answer, or a mailer without a server, will fail the same way again.
 */
export function isTemporaryMailFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return (
    (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) ||
    (typeof code === 'string' && UNREACHABLE_CODES.has(code))
  );
}

/** Sends mails through the configured SMTP server, when there is one. */
export interface Mailer {
  /** False without SMTP_URL: features that mail are then unavailable. */
  readonly isConfigured: boolean;
  /**
   * Delivers the message to the SMTP server; rejects when it refuses the message (every
   * recipient included) or is not configured, and resolves with the recipients it refused alone.
   */
  send(message: MailMessage): Promise<MailDelivery>;
  close(): void;
}

/** Thrown by `send` when no SMTP server is configured. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('No SMTP server is configured (SMTP_URL).');
    this.name = 'MailNotConfiguredError';
  }
}

/** How long (ms) to wait for the SMTP server: to connect, for its greeting, between replies. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/** A mailer over `smtpUrl` (smtp:// or smtps://), or one that refuses everything without it. */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  timeouts: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>> = SMTP_TIMEOUTS,
): Mailer {
  if (smtpUrl === undefined) {
    return {
      isConfigured: false,
      send: () => Promise.reject(new MailNotConfiguredError()),
      close: () => undefined,
    };
  }
  // nodemailer waits up to 2 min for a connection and 10 min on a silent one: a job's mail, or
  // a feedback request, would hang that long on a server that stopped answering. A query string
  // of SMTP_URL (`?socketTimeout=120000`) still overrides these.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...timeouts });
  return {
    isConfigured: true,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // A server that refuses some recipients at RCPT TO still takes the message for the others:
      // nodemailer resolves then, listing the refused ones apart.
      // Its types leave out the errors it gives each of them (`recipient` names the address).
      const { rejectedErrors = [] } = info as { rejectedErrors?: RecipientError[] };
      const errors = new Map(
        rejectedErrors.map((error) => [String(error.recipient).toLowerCase(), error]),
      );
      return {
        refused: info.rejected.map((address) => {
          const error = errors.get(address.toLowerCase());
          return {
            address,
            reason: error?.message ?? 'Recipient refused',
            temporary: error !== undefined && isTemporaryMailFailure(error),
          };
        }),
      };
    },
    close: () => {
      transport.close();
    },
  };
}

/**
 * Why mail from `from` would not reach people, when it would not: a sender whose domain has no
 * dot (`noreply@localhost`, the default) is refused or filed as spam by real mail servers.
 */
export function describeMailSenderProblem(from: string): string | undefined {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return address.includes('@') && domain.includes('.')
    ? undefined
    : `mail goes out from "${address}", which mail servers refuse or file as spam: set SILLAGE_MAIL_FROM to an address of your domain (Sillage <noreply@library.example.org>)`;
}
