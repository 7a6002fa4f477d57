import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message (headers and MIME body). */
  raw: string;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once at least `count` messages arrived (rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * From now on, messages are taken in but left unanswered (the sender still waits) and kept out
   * of `messages` until `release()`: a test can then see what happens before a mail is delivered.
   */
  holdDelivery(): SmtpDeliveryHold;
  close(): Promise<void>;
}

/** Messages the server holds unanswered until released. */
export interface SmtpDeliveryHold {
  /** Resolves once at least `count` messages are held (rejects after `timeoutMs`). */
  waitForHeld(count: number, timeoutMs?: number): Promise<void>;
  /** How many messages are held right now. */
  heldCount(): number;
  /** Delivers the held messages, in arrival order, and stops holding. */
  release(): void;
}

export interface SmtpTestServerOptions {
  /** Addresses refused at RCPT TO (550), as a server refuses an unknown mailbox. */
  refusedRecipients?: readonly string[];
  /**
   * How many times each address is first refused at RCPT TO with 451 (try again later), as a
   * greylisting server refuses a sender it has not seen yet.
   */
  greylistedTimes?: number;
}

/**
 * An in-process SMTP server that accepts everything (but the recipients it is told to refuse)
 * and keeps what it received.
 */
export async function startSmtpTestServer(
  options: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const refused = new Set(options.refusedRecipients?.map((address) => address.toLowerCase()));
  const greylisted = new Map<string, number>();
  /** The held messages and the callbacks that answer their senders; null when not holding. */
  let held: { mail: ReceivedMail; answer: () => void }[] | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      if (refused.has(recipient)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      const seen = greylisted.get(recipient) ?? 0;
      if (seen < (options.greylistedTimes ?? 0)) {
        greylisted.set(recipient, seen + 1);
        callback(
          Object.assign(new Error('4.7.1 Greylisted, try again later'), { responseCode: 451 }),
        );
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (held !== null) {
          held.push({
            mail,
            answer: () => {
              callback();
            },
          });
          return;
        }
        messages.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessages(count, timeoutMs = 10_000) {
      await waitUntil(
        () => messages.length >= count,
        timeoutMs,
        () => {
          return `expected ${count} mails, received ${messages.length}`;
        },
      );
      return messages;
    },
    holdDelivery() {
      const queue: { mail: ReceivedMail; answer: () => void }[] = [];
      held = queue;
      return {
        waitForHeld: (count, timeoutMs = 10_000) =>
          waitUntil(
            () => queue.length >= count,
            timeoutMs,
            () => {
              return `expected ${count} held mails, holding ${queue.length}`;
            },
          ),
        heldCount: () => queue.length,
        release() {
          if (held === queue) {
            held = null;
          }
          for (const { mail, answer } of queue.splice(0)) {
            messages.push(mail);
            answer();
          }
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Polls `isDone` until true; rejects with `describe()` once `timeoutMs` is over. */
async function waitUntil(
  isDone: () => boolean,
  timeoutMs: number,
  describe: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) {
      throw new Error(describe());
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The raw message with quoted-printable soft breaks and escapes decoded, for text assertions. */
export function decodeMailText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded content of a base64 MIME part whose headers mention `filename`. */
export function findAttachment(raw: string, filename: string): string | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find(
    (candidate) =>
      candidate.includes(`filename=${filename}`) || candidate.includes(`filename="${filename}"`),
  );
  if (part === undefined) {
    return undefined;
  }
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
    .replace(/--[^\r\n]*--\s*$/, '');
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The `Subject:` header of a raw message, its RFC 2047 encoded words (non-ASCII) decoded. */
export function decodeMailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
