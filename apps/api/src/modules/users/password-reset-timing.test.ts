import { Writable } from 'node:stream';
import { createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  startSmtpTestServer,
  type SmtpDeliveryHold,
  type SmtpTestServer,
} from '@sillage/mail/testing';

/** A promise the test resolves by hand, to hold a step of the server until it says so. */
function createGate(): { opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * "Forgot password" must not tell, by how long it takes, whether an account exists: the answer
 * leaves before the account is even looked up, for a known and an unknown address alike, and the
 * token and mail work happens afterwards. The tests hold the account lookup and the SMTP
 * delivery, so the answer arriving first is shown by order, not by a stopwatch.
 */
describe('password reset request timing', () => {
  let smtp: SmtpTestServer;
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    testApp = await buildTestApp({
      env: {
        LOG_LEVEL: 'error',
        SMTP_URL: smtp.url,
        SILLAGE_PUBLIC_URL: 'https://sillage.example.org',
      },
      dependencies: {
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(chunk.toString('utf8'));
            done();
          },
        }),
      },
    });
    await createUser(testApp.app, 'reader@example.org');
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  /** Opened after each test whatever happened, so a failing test leaves nothing hanging. */
  const holds: { open(): void }[] = [];
  afterEach(() => {
    for (const hold of holds.splice(0)) {
      hold.open();
    }
    jest.restoreAllMocks();
  });

  /** Holds the next account lookup until the returned gate opens. */
  function holdAccountLookup(): { open(): void } {
    const users = testApp.app.repositories.users;
    const findByEmail = users.findByEmail.bind(users);
    const gate = createGate();
    holds.push(gate);
    jest.spyOn(users, 'findByEmail').mockImplementationOnce(async (email) => {
      await gate.opened;
      return findByEmail(email);
    });
    return gate;
  }

  function holdDelivery(): SmtpDeliveryHold {
    const delivery = smtp.holdDelivery();
    holds.push({
      open: () => {
        delivery.release();
      },
    });
    return delivery;
  }

  const askReset = (username: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/admin/passwords', payload: { username } });

  it('answers an existing account before looking it up or mailing, then mails the link', async () => {
    const before = smtp.messages.length;
    const delivery = holdDelivery();
    const lookup = holdAccountLookup();

    const response = await askReset('reader@example.org');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    lookup.open();
    // The mail reaches the server only now, after the answer; it is held there, undelivered.
    await delivery.waitForHeld(1);
    expect(smtp.messages.length).toBe(before);
    delivery.release();
    const messages = await smtp.waitForMessages(before + 1);
    expect(messages[before]!.to).toEqual(['reader@example.org']);
    await testApp.app.backgroundTasks.settled();
  });

  it('answers an unknown address the same way, and mails nothing afterwards', async () => {
    const before = smtp.messages.length;
    const delivery = holdDelivery();
    const lookup = holdAccountLookup();

    const response = await askReset('ghost@example.org');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    lookup.open();
    await testApp.app.backgroundTasks.settled();
    expect(delivery.heldCount()).toBe(0);
    delivery.release();
    expect(smtp.messages.length).toBe(before);
  });

  it('logs a failure of the work done after the answer', async () => {
    jest
      .spyOn(testApp.app.repositories.users, 'findByEmail')
      .mockRejectedValueOnce(new Error('database went away'));

    const response = await askReset('reader@example.org');
    expect(response.statusCode).toBe(204);

    await testApp.app.backgroundTasks.settled();
    const failure = logLines.find((line) => line.includes('database went away'));
    expect(failure).toBeDefined();
    // Level 50 is pino's "error": the failure is reported, not only traced.
    expect(JSON.parse(failure!)).toMatchObject({
      level: 50,
      msg: 'password reset request failed',
    });
  });
});
