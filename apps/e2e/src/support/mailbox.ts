import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Headers and body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

export interface Mailbox {
  messages: ReceivedMail[];
  /** The first message for `recipient` matching `predicate`, waiting for it up to `timeoutMs`. */
  waitFor(
    recipient: string,
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

// Mails are short; decoding quoted-printable is enough to assert on their text and links.
function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const latin1 = unfolded.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

function decodeSubject(text: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(text)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, value: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(value, 'base64').toString('utf8')
        : decodeQuotedPrintable(value.replace(/_/g, ' ')),
    )
    .replace(/\?=\s+=\?/g, '');
}

/**
 * A real SMTP server inside the test worker, on the fixed port the server under test was given
 * as SMTP_URL; it accepts every message and keeps it for assertions.
 */
export async function startMailbox(port: number): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: decodeSubject(text),
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    messages,
    async waitFor(recipient, predicate = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (mail) => mail.to.includes(recipient.toLowerCase()) && predicate(mail),
        );
        if (found !== undefined) {
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(`no mail for ${recipient} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
