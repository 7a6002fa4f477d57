import {
  decodeMailText,
  findAttachment,
  startSmtpTestServer,
  type SmtpTestServer,
} from './testing/smtp-test-server.js';
import { sendJobFinishedMail } from './job-finished-mail.js';
import {
  createMailer,
  describeMailSenderProblem,
  MailNotConfiguredError,
  type Mailer,
} from './mailer.js';

const JOB_ID = '0b8f6a52-8d8e-4d7e-9a56-3f0c2f1c9a10';
const REPORT = {
  general: {
    'nb-lines-input': 1200,
    'nb-ecs': 800,
    'Rejection-Rate': '33.33 %',
    'Job-Duration': '2 s',
  },
  rejets: {
    'nb-lines-unknown-domains': 300,
    'nb-lines-duplicate-ecs': 100,
    'nb-lines-robots-ecs': 0,
  },
  alerts: {
    'active-alerts': 'unknown-domains',
    'alert-1': 'www.example.com is unknown but represents 25% of the log lines',
  },
};

describe('describeMailSenderProblem', () => {
  it.each(['Sillage <noreply@localhost>', 'noreply@localhost', 'Sillage <sillage>'])(
    'warns of the sender %s, which mail servers refuse',
    (from) => {
      expect(describeMailSenderProblem(from)).toMatch(/set SILLAGE_MAIL_FROM/);
    },
  );

  it.each(['Sillage <noreply@library.example.org>', 'usage@univ.fr'])('takes %s', (from) => {
    expect(describeMailSenderProblem(from)).toBeUndefined();
  });
});

describe('createMailer', () => {
  it('gives up on a server that takes a message and never answers, instead of waiting', async () => {
    const silent = await startSmtpTestServer();
    const hold = silent.holdDelivery();
    const mailer = createMailer(silent.url, 'Sillage <noreply@example.org>', {
      socketTimeout: 300,
    });
    try {
      await expect(
        mailer.send({ to: 'desk@example.org', subject: 'S', text: 'T', html: '<p>T</p>' }),
      ).rejects.toThrow(/timeout/i);
      expect(hold.heldCount()).toBe(1);
    } finally {
      hold.release();
      mailer.close();
      await silent.close();
    }
  });
});

describe('sendJobFinishedMail', () => {
  let smtp: SmtpTestServer;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer(smtp.url, 'Sillage <noreply@example.org>');
  });

  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it.each([
    [
      'en',
      'completed',
      '[Sillage] Your job is completed',
      [
        'Lines read: 1,200',
        'Consultation events: 800',
        '  - Unknown domains: 300',
        '  - Duplicate events: 100',
        'www.example.com is unknown',
      ],
    ],
    [
      'fr',
      'completed',
      '[Sillage] Votre traitement est terminé',
      [
        'Lignes lues\u00a0: 1\u202f200',
        'Taux de rejet\u00a0: 33,33\u00a0%',
        '  - Domaines inconnus\u00a0: 300',
        '  - Événements en double\u00a0: 100',
      ],
    ],
    [
      'en',
      'error',
      '[Sillage] Your job has failed',
      ['did not complete', 'Error: No line of the log matches'],
    ],
    ['fr', 'abort', '[Sillage] Votre traitement a été annulé', ["n'a pas abouti"]],
  ] as const)('sends the %s mail for a %s job', async (locale, status, subject, phrases) => {
    const before = smtp.messages.length;
    await sendJobFinishedMail(mailer, {
      to: ['owner@example.org', 'team@example.org'],
      locale,
      appName: 'Sillage',
      jobId: JOB_ID,
      status,
      reportUrl: `https://sillage.example.org/report/${JOB_ID}`,
      report: REPORT,
      errorMessage: status === 'error' ? 'No line of the log matches the log format.' : null,
    });
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(mail!.to).toEqual(['owner@example.org', 'team@example.org']);
    const text = decodeMailText(mail!.raw);
    expect(text).toContain(subject);
    expect(text).toContain(`https://sillage.example.org/report/${JOB_ID}`);
    for (const phrase of phrases) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain('robots-ecs');
    expect(text).not.toContain('nb-lines-');
    expect(text).not.toContain('unknown-domains:');
    expect(JSON.parse(findAttachment(mail!.raw, '0b8f6a52_report.json')!)).toEqual(REPORT);
  });

  /** The text of the job-finished mail of a completed job with `report`, in `locale`. */
  async function mailText(locale: 'fr' | 'en', report: Record<string, unknown>) {
    const before = smtp.messages.length;
    await sendJobFinishedMail(mailer, {
      to: ['owner@example.org'],
      locale,
      appName: 'Sillage',
      jobId: JOB_ID,
      status: 'completed',
      reportUrl: `https://sillage.example.org/report/${JOB_ID}`,
      report,
    });
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    return decodeMailText(mail!.raw);
  }

  describe('alerts', () => {
    const sentences = {
      'alert-1': 'www.example.com is unknown but represents 25% of the log lines',
      'alert-2': 'b.example.com is something newer than this mail',
      'alert-platforms':
        'Native platform rules only: the community platforms catalog is still being fetched.',
      'alert-headers':
        'Unknown headers, ignored: ouput-fields (did you mean Output-Fields?), ezpaarse-frobnicate',
      'alert-pack-platforms': 'Platforms skipped, their manifest.json cannot be used: acs, wiley',
      'alert-settings':
        'Setting values that name nothing known: Reject-Files nope, Force-Parser SD (did you mean sd?)',
      'alert-dates':
        'No date could be read with Date-Format "YYYY-MM-DD" (for example "30/Nov/2012:00:14:17 +0100"): all 1200 lines read by the log format were left out',
    };
    const withNotices = {
      ...REPORT,
      alerts: { 'active-alerts': 'unknown-domains', ...sentences },
      notices: [
        {
          key: 'alert-1',
          code: 'unknown-domain',
          params: { domain: 'www.example.com', percent: 25 },
        },
        { key: 'alert-2', code: 'some-newer-code', params: {} },
        { key: 'alert-platforms', code: 'catalog-fetching', params: {} },
        {
          key: 'alert-headers',
          code: 'unknown-headers',
          params: {
            headers: [
              { name: 'ouput-fields', suggestion: 'Output-Fields' },
              { name: 'ezpaarse-frobnicate' },
            ],
          },
        },
        {
          key: 'alert-pack-platforms',
          code: 'pack-platforms-skipped',
          params: { platforms: 'acs, wiley' },
        },
        {
          key: 'alert-settings',
          code: 'unknown-setting-values',
          params: {
            values: [
              { header: 'Reject-Files', value: 'nope' },
              { header: 'Force-Parser', value: 'SD', suggestion: 'sd' },
            ],
          },
        },
        {
          key: 'alert-dates',
          code: 'unreadable-dates',
          params: {
            dateFormat: 'YYYY-MM-DD',
            lines: 1200,
            parsedLines: 1200,
            sample: '30/Nov/2012:00:14:17 +0100',
          },
        },
      ],
    };

    it('are worded in French in a French mail, from the report notices', async () => {
      const text = await mailText('fr', withNotices);
      expect(text).toMatch(/www\.example\.com est inconnu mais représente 25\s%/);
      expect(text).toContain(
        'Règles natives des plateformes seules\u00a0: le catalogue communautaire des plateformes est en cours de récupération.',
      );
      expect(text).toContain(
        'En-têtes inconnus, ignorés\u00a0: ouput-fields (vouliez-vous dire Output-Fields\u202f?), ezpaarse-frobnicate',
      );
      expect(text).toContain(
        "Plateformes ignorées, leur manifest.json n'est pas utilisable\u00a0: acs, wiley",
      );
      expect(text).toContain(
        'Valeurs de paramètres qui ne désignent rien de connu\u00a0: Reject-Files nope, Force-Parser SD (vouliez-vous dire sd\u202f?)',
      );
      expect(text).not.toContain(sentences['alert-1']);
      expect(text).not.toContain(sentences['alert-pack-platforms']);
      expect(text).toContain(
        "Aucune date n'a pu être lue avec Date-Format «\u00a0YYYY-MM-DD\u00a0» (par exemple «\u00a030/Nov/2012:00:14:17 +0100\u00a0»)\u00a0: les 1200 lignes lues par le format de log ont toutes été écartées",
      );
      expect(text).not.toContain(sentences['alert-settings']);
      expect(text).not.toContain(sentences['alert-dates']);
      // A code this mail does not know keeps the report's sentence.
      expect(text).toContain(sentences['alert-2']);
    });

    it('keep the report sentences in English, and for a report written before notices', async () => {
      const english = await mailText('en', withNotices);
      const { notices: _notices, ...older } = withNotices;
      const french = await mailText('fr', older);
      for (const sentence of Object.values(sentences)) {
        expect(english).toContain(sentence);
        expect(french).toContain(sentence);
      }
    });
  });

  it('words a Date-Format that read some of the dates, not all, in French and English', async () => {
    const report = {
      ...REPORT,
      alerts: {
        'alert-dates':
          'Date-Format "YYYY-MM-DD" cannot read the date of 2 of the 3 lines read by the log format; such lines are left out',
      },
      notices: [
        {
          key: 'alert-dates',
          code: 'unreadable-dates',
          params: { dateFormat: 'YYYY-MM-DD', lines: 2, parsedLines: 3 },
        },
      ],
    };
    expect(await mailText('fr', report)).toContain(
      'Date-Format «\u00a0YYYY-MM-DD\u00a0» ne sait pas lire la date de 2 des 3 lignes lues par le format de log\u202f; ces lignes sont écartées',
    );
    expect(await mailText('en', report)).toContain(report.alerts['alert-dates']);
  });

  it('sends nothing without recipients', async () => {
    const before = smtp.messages.length;
    await sendJobFinishedMail(mailer, {
      to: [],
      locale: 'en',
      appName: 'Sillage',
      jobId: JOB_ID,
      status: 'completed',
      reportUrl: 'https://x/report',
    });
    // A later mail arrives alone: the empty one was never queued.
    await mailer.send({
      to: 'probe@example.org',
      subject: 'probe',
      text: 'probe',
      html: '<p>probe</p>',
    });
    const messages = await smtp.waitForMessages(before + 1);
    expect(messages.slice(before).map((message) => message.to)).toEqual([['probe@example.org']]);
  });

  it('rejects when no mail server is configured', async () => {
    await expect(
      sendJobFinishedMail(createMailer(undefined, 'x@example.org'), {
        to: ['owner@example.org'],
        locale: 'en',
        appName: 'Sillage',
        jobId: JOB_ID,
        status: 'completed',
        reportUrl: 'https://x/report',
      }),
    ).rejects.toBeInstanceOf(MailNotConfiguredError);
  });

  it('tells which recipients the server refused when it took the mail for the others', async () => {
    const picky = await startSmtpTestServer({ refusedRecipients: ['gone@example.org'] });
    const pickyMailer = createMailer(picky.url, 'Sillage <noreply@example.org>');
    try {
      const mail = {
        locale: 'en',
        appName: 'Sillage',
        jobId: JOB_ID,
        status: 'completed',
        reportUrl: 'https://x/report',
      } as const;
      const delivery = await sendJobFinishedMail(pickyMailer, {
        ...mail,
        to: ['owner@example.org', 'gone@example.org'],
      });
      expect(delivery.refused.map((recipient) => recipient.address)).toEqual(['gone@example.org']);
      expect(delivery.refused[0]?.reason).toContain('Mailbox unavailable');
      expect((await picky.waitForMessages(1))[0]?.to).toEqual(['owner@example.org']);
      await expect(
        sendJobFinishedMail(pickyMailer, { ...mail, to: ['gone@example.org'] }),
      ).rejects.toThrow();
    } finally {
      pickyMailer.close();
      await picky.close();
    }
  });
});
