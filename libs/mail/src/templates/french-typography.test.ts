import { REJECT_KEYS, type ReportNoticeCode, type ReportNoticeParams } from '@sillage/shared-types';
import { renderFeedbackMail, renderFreshInstallMail } from './feedback.template.js';
import { renderJobFinishedMail } from './job-finished.template.js';
import { renderPasswordResetMail } from './password-reset.template.js';
import { wordReportNotices } from './report-notices.js';

// French keeps ':' ';' '?' '!' and guillemets on the line of the word before: U+00A0 before ':'
// and inside « », the narrow U+202F before ';' '?' '!' (as the web app's French catalog does).
const PLAIN_SPACE_SLIP = / [:;?!]|« | »/g;
const MISSING_SPACE_SLIP = /(?<!\u00a0):|(?<!\u202f)[;?!]|«(?!\u00a0)|(?<!\u00a0)»/g;
// Links are not prose: 'https://…/reset?token=…' keeps its ':' and '?'.
const LINK = /\bhttps?:\/\/\S+/g;

/** The slips of `text` with some context, so a failure says where they are. */
function findSlips(text: string, slip: RegExp): string[] {
  const prose = text.replace(LINK, '');
  return [...prose.matchAll(slip)].map((match) =>
    prose.slice(Math.max(0, match.index - 25), match.index + 3),
  );
}

const JOB_ID = '0b8f6a52-8d8e-4d7e-9a56-3f0c2f1c9a10';

// One notice of every code (the record's type asks for each), each with a suggestion.
const NOTICE_PARAMS: Record<ReportNoticeCode, ReportNoticeParams> = {
  'catalog-not-fetched': {},
  'catalog-fetching': {},
  'catalog-fetch-failed': { reason: 'HTTP 503' },
  'catalog-fetch-disabled': {},
  'unknown-domain': { domain: 'www.example.com', percent: 25 },
  'unknown-headers': { headers: [{ name: 'ouput-fields', suggestion: 'Output-Fields' }] },
  'unknown-setting-values': {
    values: [{ header: 'Force-Parser', value: 'SD', suggestion: 'sd' }],
  },
  'pack-platforms-skipped': { platforms: 'acs, wiley' },
  'enrichment-incomplete': { enrichers: 'crossref', identifiers: 57, failures: 1 },
  'no-exclusion-lists': { filters: 'robots, ignored-hosts' },
  'counter-double-click-headers': { headers: 'Double-Click-Removal, Double-Click-HTML' },
  'parser-failures': { platforms: 'sd (3), wiley (1)', errors: 3, timeouts: 1 },
  'unordered-lines': { lines: 4, percent: 40 },
  'implausible-dates': { lines: 3, parsedLines: 10, sample: '56745-12-05' },
  'skipped-middlewares': { middlewares: 'ebscohost, ezunpaywall' },
  'knowledge-base-hosts-missing': { platforms: 'edp, bmc' },
  'uncaptured-crypted-fields': { fields: 'foo', clear: 'login, host' },
  'uncaptured-user-fields': { fields: 'sid', by: 'login, host', mode: 'deduplication' },
  // Some dates unread, with a sample; the all-dates wording is added below.
  'unreadable-dates': { dateFormat: 'YYYY-MM-DD', lines: 2, parsedLines: 3, sample: '30/Nov/2012' },
};
const NOTICES = [
  ...Object.entries(NOTICE_PARAMS).map(([code, params], index) => ({
    key: `alert-${index + 1}`,
    code,
    params,
  })),
  {
    key: 'alert-dates',
    code: 'unreadable-dates',
    params: { dateFormat: 'YYYY-MM-DD', lines: 3, parsedLines: 3 },
  },
  // No user field captured: the deduplicator's and COUNTER's wordings.
  ...['deduplication', 'counter'].map((mode) => ({
    key: `alert-users-${mode}`,
    code: 'uncaptured-user-fields',
    params: { fields: 'session, login, host', by: '', mode },
  })),
];

const REPORT = {
  general: {
    'nb-lines-input': 1200,
    'nb-ecs': 800,
    'Rejection-Rate': '10 %',
    'Job-Duration': '2 s',
  },
  rejets: Object.fromEntries(REJECT_KEYS.map((key) => [key, 1])),
  alerts: Object.fromEntries(NOTICES.map(({ key }) => [key, 'the English sentence'])),
  notices: NOTICES,
};

function renderFrenchMails() {
  const finished = (status: 'completed' | 'error') =>
    renderJobFinishedMail('fr', {
      appName: 'Sillage',
      jobId: JOB_ID,
      status,
      reportUrl: `https://sillage.example.org/report/${JOB_ID}`,
      report: REPORT,
      errorMessage: status === 'error' ? 'Aucune ligne du log ne correspond au format.' : null,
    });
  return {
    'job finished': finished('completed'),
    'job failed': finished('error'),
    'password reset': renderPasswordResetMail('fr', {
      appName: 'Sillage',
      link: 'https://sillage.example.org/password/a-token?lang=fr',
      validForMinutes: 60,
    }),
  };
}

describe('French typography of the mails', () => {
  it.each(Object.entries(renderFrenchMails()))(
    'the %s mail puts a no-break space before : ; ? ! and inside « »',
    (_name, mail) => {
      expect(findSlips(`${mail.subject}\n${mail.text}`, MISSING_SPACE_SLIP)).toEqual([]);
    },
  );

  it('the French notices (the HTML report page words them too) do as well', () => {
    const worded = [...wordReportNotices('fr', NOTICES).values()];
    expect(worded).toHaveLength(NOTICES.length);
    expect(worded.flatMap((sentence) => findSlips(sentence, MISSING_SPACE_SLIP))).toEqual([]);
  });

  it('the bilingual mails to the team leave no plain space before a French mark', () => {
    const feedback = renderFeedbackMail({
      appName: 'Sillage',
      version: '1.0.0',
      from: 'visitor@example.net',
      isSignedIn: true,
      comment: 'Merci !',
      browser: 'Firefox 140',
      jobId: JOB_ID,
      instanceUrl: 'https://stats.example.org',
    });
    const install = renderFreshInstallMail({
      appName: 'Sillage',
      version: '1.0.0',
      mail: 'admin@example.org',
      instanceUrl: 'https://stats.example.org',
    });
    // The comment is the sender's own text, left as typed.
    const headerLines = feedback.text.slice(0, feedback.text.indexOf('\n\n'));
    expect(headerLines).toContain('Retour de\u00a0: visitor@example.net');
    expect(findSlips(headerLines, PLAIN_SPACE_SLIP)).toEqual([]);
    expect(install.text).toContain('Administrateur\u00a0: admin@example.org');
    expect(findSlips(install.text, PLAIN_SPACE_SLIP)).toEqual([]);
  });
});
