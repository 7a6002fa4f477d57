import { appendFileSync, readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Headers and body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

export interface Mailbox {
  /** Every message received so far, by every test of the run. */
  readonly messages: ReceivedMail[];
  /** The first message for `recipient` matching `predicate`, waiting for it up to `timeoutMs`. */
  waitFor(
    recipient: string,
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
}

// Mails are short; decoding quoted-printable is enough to assert on their text and links.
function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const latin1 = unfolded.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** The Subject header of a raw message, unfolded, its RFC 2047 encoded words decoded. */
function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return (
    line
      .replace(/\r?\n[ \t]/g, ' ')
      // Whitespace between two encoded words is folding, not text (RFC 2047 §6.2).
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, value: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(value, 'base64').toString('utf8')
          : decodeQuotedPrintable(value.replace(/_/g, ' ')),
      )
  );
}

/**
 * A real SMTP server on the fixed port the server under test was given as SMTP_URL, started once
 * per run (global setup) so that test workers running in parallel share it: it accepts every
 * message and appends it as one JSON line to `file`, which each worker's mailbox reads.
 */
export async function startMailServer(port: number, file: string): Promise<() => Promise<void>> {
  appendFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          // From the raw header: decoding the body's quoted-printable first would read the `=`
          // that ends an encoded word before a folded line as a soft line break.
          subject: decodeSubject(raw),
          text: decodeQuotedPrintable(raw),
        };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
}

/** The messages the run's mail server has written to `file` (see startMailServer). */
export function openMailbox(file: string): Mailbox {
  // Every message ends with a newline: a last piece without one is a write still under way.
  const read = (): ReceivedMail[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(0, -1)
      .map((line) => JSON.parse(line) as ReceivedMail);
  return {
    get messages() {
      return read();
    },
    async waitFor(recipient, predicate = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = read().find(
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
  };
}
