import type { JobRow } from '@sillage/db';
import { createMailer, type Mailer } from '@sillage/mail';
import {
  decodeMailSubject,
  decodeMailText,
  findAttachment,
  startSmtpTestServer,
  type SmtpTestServer,
} from '@sillage/mail/testing';
import { createRateLimitsRepository } from '@sillage/db';
import { createTestDatabase } from '@sillage/db/testing';
import {
  createJobFinishedNotifier,
  NOTIFIED_ADDRESSES_PER_HOUR,
  type NotifiedUser,
} from './job-finished-notifier.js';

const JOB_ID = '6f1c2e0a-3b4d-4c5e-8f90-a1b2c3d4e5f6';
const OWNER_ID = 'owner-1';

function finishedRow(overrides: Partial<JobRow> = {}): JobRow {
  const at = new Date('2026-11-22T08:00:00Z');
  return {
    id: JOB_ID,
    ownerId: OWNER_ID,
    status: 'completed',
    settings: { 'ezpaarse-job-notifications': 'mail<lib@example.org>, webhook<x>' },
    socketId: null,
    workerId: 'w1',
    attempts: 1,
    linesInput: 3,
    events: 2,
    deniedEvents: 0,
    rejectedLines: 1,
    report: null,
    errorCode: null,
    errorMessage: null,
    abortReason: null,
    cancelledBy: null,
    cancelledByEmail: null,
    createdAt: at,
    startedAt: at,
    endedAt: at,
    heartbeatAt: at,
    ...overrides,
  };
}

describe('job-finished notifier', () => {
  let smtp: SmtpTestServer;
  let mailer: Mailer;
  const users = new Map<string, NotifiedUser>();
  const notifier = (retries: { retryDelaysMs?: number[]; signal?: AbortSignal } = {}) =>
    createJobFinishedNotifier({
      mailer,
      appName: 'Sillage',
      publicUrl: 'https://usage.example.org',
      findUser: (id) => Promise.resolve(users.get(id)),
      findUserByEmail: (email) =>
        Promise.resolve([...users.values()].find((user) => user.email === email)),
      ...retries,
    });

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer(smtp.url, 'Sillage <noreply@example.org>');
    users.clear();
  });

  afterEach(async () => {
    mailer.close();
    await smtp.close();
  });

  it('mails the header addresses and an owner who asked, with the report attached', async () => {
    users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale: 'fr' });
    const section = await notifier()({
      row: finishedRow(),
      report: { general: { 'nb-ecs': 2 } },
    });
    expect(section).toEqual({
      mailto: 'lib@example.org, owner@example.org',
      'mail-status': 'success',
    });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to.sort()).toEqual(['lib@example.org', 'owner@example.org']);
    // Each gets it without seeing the other's address.
    const headers = (mail?.raw ?? '').split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toMatch(/^To: "?undisclosed-recipients"?:;$/m);
    expect(headers).not.toContain('owner@example.org');
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(decodeMailText(mail?.raw ?? '')).toContain(`https://usage.example.org/report/${JOB_ID}`);
    expect(findAttachment(mail?.raw ?? '', `${JOB_ID.slice(0, 8)}_report.json`)).toContain(
      'nb-ecs',
    );
  });

  it("links the job's reject files under the mail's base, never the host the job was sent to", async () => {
    const sentTo = `http://attacker.example/${JOB_ID}`;
    await notifier()({
      row: finishedRow(),
      report: {
        general: { 'nb-ecs': 2, 'nb-denied-ecs': 1, 'url-denied-ecs': `${sentTo}/denied-ecs.tsv` },
        rejets: {
          'nb-lines-unknown-domains': 3,
          'url-unknown-domains': `${sentTo}/lines-unknown-domains.log`,
          'nb-lines-ignored': 2,
          'url-filtered-ecs': `${sentTo}/lines-filtered-ecs.log`,
        },
      },
    });
    const [mail] = await smtp.waitForMessages(1);
    const text = decodeMailText(mail?.raw ?? '');
    const files = `https://usage.example.org/${JOB_ID}`;
    expect(text).toContain(`(${files}/lines-unknown-domains.log)`);
    expect(text).toContain(`(${files}/lines-filtered-ecs.log)`);
    expect(text).toContain(`(${files}/denied-ecs.tsv)`);
    expect(text).not.toContain('attacker.example');
  });

  it("attaches the report with its links under the mail's base and without its recipients", async () => {
    const sentTo = `http://attacker.example/prefix/${JOB_ID}`;
    await notifier()({
      row: finishedRow({
        settings: { 'ezpaarse-job-notifications': 'mail<a@example.org>, mail<b@example.org>' },
      }),
      report: {
        general: {
          'nb-ecs': 2,
          'result-file-ecs': sentTo,
          'URL-Report': `${sentTo}/job-report.json`,
          'client-user-agent': 'curl/8',
        },
        rejets: { 'url-unknown-domains': `${sentTo}/lines-unknown-domains.log` },
        notifications: { mailto: 'a@example.org,b@example.org' },
      },
    });
    const [mail] = await smtp.waitForMessages(1);
    const attached = JSON.parse(
      findAttachment(mail?.raw ?? '', `${JOB_ID.slice(0, 8)}_report.json`) ?? 'null',
    ) as Record<string, Record<string, unknown>>;
    const files = `https://usage.example.org/${JOB_ID}`;
    expect(attached).toEqual({
      general: {
        'nb-ecs': 2,
        'result-file-ecs': files,
        'URL-Report': `${files}/job-report.json`,
        'client-user-agent': 'curl/8',
      },
      rejets: { 'url-unknown-domains': `${files}/lines-unknown-domains.log` },
    });
  });

  it('mails one address once, however its case is written, the owner included', async () => {
    users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale: 'fr' });
    const section = await notifier()({
      row: finishedRow({
        settings: {
          'ezpaarse-job-notifications':
            'mail<Owner@Example.org>, mail<lib@example.org>, mail<LIB@example.org>',
        },
      }),
      report: {},
    });
    expect(section).toMatchObject({ mailto: 'Owner@Example.org, lib@example.org' });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to.map((address) => address.toLowerCase()).sort()).toEqual([
      'lib@example.org',
      'owner@example.org',
    ]);
  });

  it('mails nobody for a job its owner cancelled or when no one asked', async () => {
    users.set(OWNER_ID, { email: 'owner@example.org', notify: false, locale: 'fr' });
    expect(await notifier()({ row: finishedRow({ settings: {} }), report: {} })).toBeUndefined();
    expect(await notifier()({ row: finishedRow({ status: 'abort' }), report: {} })).toBeUndefined();
    expect(
      await notifier()({
        row: finishedRow({ status: 'abort', abortReason: 'cancelled', cancelledBy: OWNER_ID }),
        report: {},
      }),
    ).toBeUndefined();
    expect(smtp.messages).toHaveLength(0);
  });

  it.each([
    ['en', { abortReason: 'cancelled', cancelledBy: 'an-admin' }, 'An administrator cancelled it.'],
    ['fr', { abortReason: 'server-stopped' }, 'Le serveur s\u2019est arrêté pendant le traitement'],
    ['en', { abortReason: 'client-gone' }, 'The connection waiting for its result was cut'],
  ] as const)(
    'tells an owner (%s) of a job stopped by someone else, saying why',
    async (locale, row, phrase) => {
      users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale });
      const section = await notifier()({
        row: finishedRow({ status: 'abort', settings: {}, ...row }),
        report: {},
      });
      expect(section).toMatchObject({ 'mail-status': 'success' });
      const [mail] = await smtp.waitForMessages(1);
      expect(decodeMailSubject(mail?.raw ?? '')).toBe(
        locale === 'fr'
          ? '[Sillage] Votre traitement a été annulé'
          : '[Sillage] Your job was cancelled',
      );
      expect(decodeMailText(mail?.raw ?? '')).toContain(phrase);
    },
  );

  it.each([
    ['fr', 'completed', '[Sillage] Votre traitement est terminé', 'Bonjour,'],
    ['en', 'completed', '[Sillage] Your job is completed', 'Hello,'],
    ['fr', 'error', '[Sillage] Votre traitement a échoué', "n'a pas abouti"],
    ['en', 'error', '[Sillage] Your job has failed', 'did not complete'],
  ] as const)(
    'writes to an owner whose language is %s about a %s job in that language',
    async (locale, status, subject, phrase) => {
      users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale });
      await notifier()({ row: finishedRow({ status, settings: {} }), report: {} });
      const [mail] = await smtp.waitForMessages(1);
      expect(decodeMailSubject(mail?.raw ?? '')).toBe(subject);
      expect(decodeMailText(mail?.raw ?? '')).toContain(phrase);
    },
  );

  it("words a failure's code in the owner's language, the server's detail after it", async () => {
    users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale: 'fr' });
    const row = finishedRow({
      status: 'error',
      settings: {},
      errorCode: 4028,
      errorMessage: 'Output-Timezone "Mars/Olympus" is not an IANA time zone.',
    });
    await notifier()({ row, report: {} });
    const [mail] = await smtp.waitForMessages(1);
    const text = decodeMailText(mail?.raw ?? '');
    expect(text).toContain(
      "Erreur\u00a0: Un en-tête des paramètres a une valeur que le serveur n'accepte pas.",
    );
    expect(text).toContain(`Détail du serveur (en anglais)\u00a0: ${row.errorMessage ?? ''}`);
  });

  it("mails each header address in its account's language, else in the owner's", async () => {
    users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale: 'fr' });
    users.set('reader-1', { email: 'reader@example.org', notify: false, locale: 'en' });
    const section = await notifier()({
      row: finishedRow({
        settings: {
          'ezpaarse-job-notifications': 'mail<reader@example.org>, mail<lib@example.org>',
        },
      }),
      report: {},
    });
    expect(section).toMatchObject({ 'mail-status': 'success' });
    const mails = await smtp.waitForMessages(2);
    const bySubject = Object.fromEntries(
      mails.map((mail) => [decodeMailSubject(mail.raw), [...mail.to].sort()]),
    );
    expect(bySubject).toEqual({
      '[Sillage] Your job is completed': ['reader@example.org'],
      '[Sillage] Votre traitement est terminé': ['lib@example.org', 'owner@example.org'],
    });
  });

  it('writes in French to addresses of a job without an owner', async () => {
    await notifier()({ row: finishedRow({ ownerId: null }), report: {} });
    const [mail] = await smtp.waitForMessages(1);
    expect(decodeMailSubject(mail?.raw ?? '')).toBe('[Sillage] Votre traitement est terminé');
  });

  describe('when the mail server refuses some recipients', () => {
    beforeEach(async () => {
      mailer.close();
      await smtp.close();
      smtp = await startSmtpTestServer({
        refusedRecipients: ['reader@example.org', 'gone@example.org'],
      });
      mailer = createMailer(smtp.url, 'Sillage <noreply@example.org>');
      users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale: 'fr' });
      users.set('reader-1', { email: 'reader@example.org', notify: false, locale: 'en' });
    });

    it("records only the failed language's addresses, and still mails the other one", async () => {
      const section = await notifier()({
        row: finishedRow({
          settings: {
            'ezpaarse-job-notifications': 'mail<reader@example.org>, mail<lib@example.org>',
          },
        }),
        report: {},
      });
      expect(section).toMatchObject({
        mailto: 'reader@example.org, lib@example.org, owner@example.org',
        'mail-status': 'fail',
        'mail-failed-recipients': 'reader@example.org',
      });
      expect(String(section?.['mail-error-message'])).not.toBe('');
      const [mail] = await smtp.waitForMessages(1);
      expect([...(mail?.to ?? [])].sort()).toEqual(['lib@example.org', 'owner@example.org']);
    });

    it('records the one address refused among those of a mail that went out', async () => {
      const section = await notifier()({
        row: finishedRow({
          settings: {
            'ezpaarse-job-notifications': 'mail<gone@example.org>, mail<lib@example.org>',
          },
        }),
        report: {},
      });
      expect(section).toMatchObject({
        'mail-status': 'fail',
        'mail-failed-recipients': 'gone@example.org',
      });
      expect(String(section?.['mail-error-message'])).toContain('gone@example.org');
      const [mail] = await smtp.waitForMessages(1);
      expect([...(mail?.to ?? [])].sort()).toEqual(['lib@example.org', 'owner@example.org']);
    });
  });

  describe('when the mail server says to try again later (greylisting)', () => {
    const restartGreylisting = async (times: number) => {
      mailer.close();
      await smtp.close();
      smtp = await startSmtpTestServer({ greylistedTimes: times });
      mailer = createMailer(smtp.url, 'Sillage <noreply@example.org>');
      users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale: 'fr' });
    };

    it('tries again after the delays, and records the mail delivered', async () => {
      await restartGreylisting(2);
      const section = await notifier({ retryDelaysMs: [20, 20, 20] })({
        row: finishedRow(),
        report: {},
      });
      expect(section).toEqual({
        mailto: 'lib@example.org, owner@example.org',
        'mail-status': 'success',
      });
      const [mail] = await smtp.waitForMessages(1);
      expect([...(mail?.to ?? [])].sort()).toEqual(['lib@example.org', 'owner@example.org']);
    });

    it('gives up once the delays are spent, saying how many tries the server refused', async () => {
      await restartGreylisting(10);
      const section = await notifier({ retryDelaysMs: [10, 10] })({
        row: finishedRow(),
        report: {},
      });
      expect(section).toMatchObject({
        'mail-status': 'fail',
        'mail-failed-recipients': 'lib@example.org, owner@example.org',
      });
      expect(String(section?.['mail-error-message'])).toMatch(/451.*Greylisted.*\(3 tries\)$/);
      expect(smtp.messages).toHaveLength(0);
    });

    it('stops waiting when the process stops, recording the addresses still waiting', async () => {
      await restartGreylisting(10);
      const stopping = new AbortController();
      const told = notifier({ retryDelaysMs: [600_000], signal: stopping.signal })({
        row: finishedRow(),
        report: {},
      });
      setTimeout(() => {
        stopping.abort();
      }, 50);
      // Without the abort, the ten-minute wait outlasts the test's time limit.
      const section = await told;
      expect(section).toMatchObject({ 'mail-status': 'fail' });
      expect(String(section?.['mail-error-message'])).toMatch(/Greylisted/);
    });
  });

  it('tries a mail server out of reach again before recording the failure', async () => {
    const closed = await startSmtpTestServer();
    await closed.close();
    mailer.close();
    mailer = createMailer(closed.url, 'Sillage <noreply@example.org>');
    const section = await notifier({ retryDelaysMs: [10] })({ row: finishedRow(), report: {} });
    expect(section).toMatchObject({
      'mail-status': 'fail',
      'mail-failed-recipients': 'lib@example.org',
    });
    expect(String(section?.['mail-error-message'])).toMatch(/\(2 tries\)$/);
  });

  it("stops mailing an account's header addresses past its hourly budget, never its own", async () => {
    const database = await createTestDatabase('pglite');
    try {
      let now = new Date('2026-12-07T10:00:00Z');
      const budgeted = createJobFinishedNotifier({
        mailer,
        appName: 'Sillage',
        publicUrl: 'https://usage.example.org',
        findUser: (id) => Promise.resolve(users.get(id)),
        findUserByEmail: () => Promise.resolve(undefined),
        addressBudget: { counters: createRateLimitsRepository(database.db), now: () => now },
      });
      users.set(OWNER_ID, { email: 'owner@example.org', notify: true, locale: 'en' });
      const twenty = (job: number) =>
        Array.from(
          { length: 20 },
          (_, index) => `mail<v${String(job)}-${String(index)}@spam.example>`,
        );
      const jobWith = (addresses: string[]) =>
        budgeted({
          row: finishedRow({ settings: { 'ezpaarse-job-notifications': addresses.join(',') } }),
          report: {},
        });
      const jobs = NOTIFIED_ADDRESSES_PER_HOUR / 20;
      for (let job = 0; job < jobs; job++) {
        expect(await jobWith(twenty(job))).toMatchObject({ 'mail-status': 'success' });
      }
      const over = await jobWith(twenty(jobs));
      expect(over).toMatchObject({
        'mail-status': 'fail',
        'mail-failed-recipients': twenty(jobs)
          .map((item) => item.slice(5, -1))
          .join(', '),
      });
      expect(String(over?.['mail-error-message'])).toContain('within the hour');
      const mails = await smtp.waitForMessages(jobs + 1);
      // The owner still hears of the job; none of the addresses over the budget does.
      expect(mails.at(-1)?.to).toEqual(['owner@example.org']);
      expect(mails.slice(0, jobs).every((mail) => mail.to.length === 21)).toBe(true);

      // An hour on, the budget is whole again.
      now = new Date(now.getTime() + 3_600_000);
      expect(await jobWith(twenty(jobs + 1))).toMatchObject({ 'mail-status': 'success' });
    } finally {
      await database.close();
    }
  });

  it('records a refused delivery in the report instead of failing the job', async () => {
    mailer.close();
    mailer = createMailer(undefined, 'Sillage <noreply@example.org>');
    const section = await notifier()({ row: finishedRow(), report: {} });
    expect(section).toMatchObject({
      mailto: 'lib@example.org',
      'mail-status': 'fail',
      'mail-failed-recipients': 'lib@example.org',
    });
    expect(String(section?.['mail-error-message'])).toMatch(/SMTP_URL/);
  });
});
