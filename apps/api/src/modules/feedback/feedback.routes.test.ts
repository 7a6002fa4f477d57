import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { createJobStore } from '@sillage/jobs';
import { basicAuth, createUser, signInCookie } from '../../test/auth-helpers.js';
import { buildTestApp, TEST_VERSION, type TestApp } from '../../test/build-test-app.js';
import {
  decodeMailText,
  findAttachment,
  startSmtpTestServer,
  type SmtpTestServer,
} from '@sillage/mail/testing';

describe('feedback routes', () => {
  let smtp: SmtpTestServer;
  let testApp: TestApp;
  let aliceCookie: string;
  const aliceJob = randomUUID();
  const bobJob = randomUUID();
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    testApp = await buildTestApp({
      env: { SMTP_URL: smtp.url, SILLAGE_FEEDBACK_RECIPIENTS: 'team@example.org,help@example.org' },
    });
    const alice = await createUser(testApp.app, 'alice@example.org');
    const bob = await createUser(testApp.app, 'bob@example.org');
    await createUser(testApp.app, 'admin@example.org', 'admin');
    const jobs = testApp.app.repositories.jobs;
    const store = createJobStore(testApp.database.db);
    await jobs.create({ id: aliceJob, ownerId: alice.id, settings: {}, socketId: null });
    await store.replaceReport(aliceJob, { general: { 'Job-ID': aliceJob, 'nb-ecs': 42 } });
    await jobs.create({ id: bobJob, ownerId: bob.id, settings: {}, socketId: null });
    await store.replaceReport(bobJob, { general: { 'Job-ID': bobJob } });
    aliceCookie = await signInCookie(testApp.app, 'alice@example.org');
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const send = (payload: object, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/feedback', headers, payload });

  async function nextMail(action: () => Promise<{ statusCode: number }>) {
    const before = smtp.messages.length;
    const response = await action();
    expect(response.statusCode).toBe(204);
    return (await smtp.waitForMessages(before + 1))[before]!;
  }

  it('tells /api/info/app that mail and feedback work', async () => {
    const response = await inject({ method: 'GET', url: '/api/info/app' });
    expect(response.json()).toMatchObject({ mail: true, feedback: true });
  });

  it('gives the recipients in the status', async () => {
    const response = await inject({ method: 'GET', url: '/api/feedback/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recipients: ['team@example.org', 'help@example.org'] });
  });

  it("mails a signed-in user's feedback to the recipients, then a copy to them", async () => {
    const before = smtp.messages.length;
    const mail = await nextMail(() =>
      send(
        { mail: 'typed@example.org', comment: 'The report page is great', browser: 'Firefox 140' },
        { cookie: aliceCookie },
      ),
    );
    expect(mail.to.sort()).toEqual(['help@example.org', 'team@example.org']);
    const copy = (await smtp.waitForMessages(before + 2))[before + 1];
    expect(copy?.to).toEqual(['alice@example.org']);
    expect(decodeMailText(copy?.raw ?? '')).toContain('The report page is great');
    const text = decodeMailText(mail.raw);
    expect(text).toContain('The report page is great');
    expect(text).toContain('Firefox 140');
    expect(text).toContain(TEST_VERSION);
    expect(text).toMatch(/^Reply-To: alice@example\.org/m);
  });

  it('mails anonymous feedback without copying the typed address', async () => {
    const mail = await nextMail(() => send({ mail: 'visitor@example.org', comment: 'Hello' }));
    expect(mail.to.sort()).toEqual(['help@example.org', 'team@example.org']);
    expect(decodeMailText(mail.raw)).toMatch(/^Reply-To: visitor@example\.org/m);
  });

  it("attaches the sender's own job report", async () => {
    const mail = await nextMail(() =>
      send(
        { mail: 'alice@example.org', comment: 'Look at this job', jobID: aliceJob },
        { cookie: aliceCookie },
      ),
    );
    const attachment = findAttachment(mail.raw, `${aliceJob.slice(0, 8)}_report.json`);
    expect(JSON.parse(attachment!)).toEqual({ general: { 'Job-ID': aliceJob, 'nb-ecs': 42 } });
  });

  it('lets an admin attach any job report', async () => {
    const mail = await nextMail(() =>
      send(
        { mail: 'admin@example.org', comment: 'Bob job', jobID: bobJob },
        { authorization: basicAuth('admin@example.org') },
      ),
    );
    expect(findAttachment(mail.raw, `${bobJob.slice(0, 8)}_report.json`)).toContain(bobJob);
  });

  it.each([
    ["another user's job", () => bobJob, true],
    ['an unknown job', () => randomUUID(), true],
    ['a malformed job id', () => 'not-a-uuid', true],
    ['any job when anonymous', () => aliceJob, false],
  ])('answers 404 reportDoesNotExist for %s', async (_case, jobId, signedIn) => {
    const response = await send(
      { mail: 'alice@example.org', comment: 'x', jobID: jobId() },
      signedIn ? { cookie: aliceCookie } : {},
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'reportDoesNotExist' });
  });

  it.each([
    [{ mail: 'alice@example.org', comment: '   ' }],
    [{ mail: 'not-an-address', comment: 'Hi' }],
    [{ comment: 'Hi' }],
  ])('answers 400 for %j', async (payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'fillAllFields' });
  });

  it('refuses the new-instance announcement once accounts exist', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/feedback/freshinstall',
      payload: { mail: 'admin@example.org' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('feedback routes on a fresh instance', () => {
  it('announces the new instance, and answers 501 everywhere without mail', async () => {
    const smtp = await startSmtpTestServer();
    const testApp = await buildTestApp({
      env: { SMTP_URL: smtp.url, SILLAGE_FEEDBACK_RECIPIENTS: 'team@example.org' },
    });
    const noMail = await buildTestApp({ database: testApp.database });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/feedback/freshinstall',
        payload: { mail: 'new-admin@example.org' },
      });
      expect(response.statusCode).toBe(204);
      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.to).toEqual(['team@example.org']);
      expect(decodeMailText(mail!.raw)).toContain('new-admin@example.org');

      for (const request of [
        { method: 'GET', url: '/api/feedback/status' },
        { method: 'POST', url: '/api/feedback', payload: { mail: 'a@example.org', comment: 'Hi' } },
        { method: 'POST', url: '/api/feedback/freshinstall', payload: { mail: 'a@example.org' } },
      ] as const) {
        const unavailable = await noMail.app.inject(request);
        expect(unavailable.statusCode).toBe(501);
        expect(unavailable.json()).toMatchObject({
          code: 501,
          kind: 'NOT_IMPLEMENTED',
          message: 'feedbackUnavailable',
        });
      }
    } finally {
      await noMail.close();
      await testApp.close();
      await smtp.close();
    }
  });
});

describe('feedback the mail server refuses for the team', () => {
  it('says it could not be sent when no team address took it, and sends the sender no copy', async () => {
    const smtp = await startSmtpTestServer({ refusedRecipients: ['team@example.org'] });
    const testApp = await buildTestApp({
      env: { SMTP_URL: smtp.url, SILLAGE_FEEDBACK_RECIPIENTS: 'team@example.org' },
    });
    try {
      await createUser(testApp.app, 'carol@example.org');
      const cookie = await signInCookie(testApp.app, 'carol@example.org');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie },
        payload: { mail: 'carol@example.org', comment: 'Nobody will read this' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'cannotSendFeedback' });
      // A copy would tell carol it went, and a retry would send her another.
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await testApp.close();
      await smtp.close();
    }
  });
});
