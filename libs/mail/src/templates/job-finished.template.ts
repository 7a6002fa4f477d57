import {
  isRejectKey,
  JOB_STATUS_CODES,
  type JobAbortReason,
  type MailLocale,
  type RejectKey,
} from '@sillage/shared-types';
import { renderFromText, type RenderedMail } from './html.js';
import { JOB_ERROR_HEADLINES } from './job-error-headlines.js';
import { REJECT_LABELS } from './reject-labels.js';
import { wordReportNotices } from './report-notices.js';

/** How a job ended, as far as its owner is told. */
export type FinishedJobStatus = 'completed' | 'error' | 'abort';

export interface JobFinishedMailData {
  appName: string;
  jobId: string;
  status: FinishedJobStatus;
  /** Link to the job's report page. */
  reportUrl: string;
  /** Links of the files holding each counter's lines, listed beside its count (as the reference did). */
  rejectFiles?: Partial<Record<RejectKey, string>> | undefined;
  /** The job report (reference keys), when there is one. */
  report?: Record<string, unknown> | null | undefined;
  /** The failure's status code (4xxx, 5xxx, 413), worded in the mail's language when known. */
  errorCode?: number | null | undefined;
  errorMessage?: string | null | undefined;
  /** Why a job ended `abort` (its recorded reason), worded in the mail's language. */
  abortReason?: JobAbortReason | null | undefined;
}

const WORDING = {
  fr: {
    subject: {
      completed: 'Votre traitement est terminé',
      error: 'Votre traitement a échoué',
      abort: 'Votre traitement a été annulé',
    },
    intro: (id: string) => `Bonjour,\n\nVotre traitement ${id} est terminé.`,
    failedIntro: (id: string) => `Bonjour,\n\nVotre traitement ${id} n'a pas abouti.`,
    // The owner's own cancel mails nobody: a cancel here is an administrator's.
    aborted: {
      cancelled: 'Un administrateur l\u2019a annulé.',
      'upload-interrupted':
        'L\u2019envoi du fichier a été interrompu\u202f; envoyez-le de nouveau.',
      'client-gone':
        'La connexion qui attendait son résultat a été coupée pendant le traitement\u202f; envoyez le fichier de nouveau.',
      'server-stopped':
        'Le serveur s\u2019est arrêté pendant le traitement\u202f; envoyez le fichier de nouveau.',
    },
    error: 'Erreur',
    detail: 'Détail du serveur (en anglais)',
    lines: 'Lignes lues',
    events: 'Événements de consultation',
    rejectionRate: 'Taux de rejet',
    duration: 'Durée',
    rejects: 'Lignes rejetées',
    alerts: 'Alertes',
    report: 'Rapport complet (aussi en pièce jointe)',
    // A no-break space keeps the colon on the line of its label, as French typography wants.
    colon: '\u00a0:',
  },
  en: {
    subject: {
      completed: 'Your job is completed',
      error: 'Your job has failed',
      abort: 'Your job was cancelled',
    },
    intro: (id: string) => `Hello,\n\nYour job ${id} is completed.`,
    failedIntro: (id: string) => `Hello,\n\nYour job ${id} did not complete.`,
    aborted: {
      cancelled: 'An administrator cancelled it.',
      'upload-interrupted': 'The upload of the file was interrupted; send it again.',
      'client-gone':
        'The connection waiting for its result was cut while it ran; send the file again.',
      'server-stopped': 'The server stopped while it ran; send the file again.',
    },
    error: 'Error',
    detail: 'Server detail',
    lines: 'Lines read',
    events: 'Consultation events',
    rejectionRate: 'Rejection rate',
    duration: 'Duration',
    rejects: 'Rejected lines',
    alerts: 'Alerts',
    report: 'Full report (also attached)',
    colon: ':',
  },
} as const;

/** A group of a job report (`general`, `rejets`…), empty when the report lacks it. */
export function reportSection(
  report: Record<string, unknown> | null | undefined,
  key: string,
): Record<string, unknown> {
  const value = report?.[key];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The failure's lines: its code's sentence in the mail's language, then the server's own (English)
 * words when they say more than the code's general wording; the server's words alone for a code
 * this build has no sentence for.
 */
function failureLines(
  locale: MailLocale,
  code: number | null | undefined,
  message: string | null | undefined,
): string[] {
  const words = WORDING[locale];
  const headlines: Partial<Record<number, string>> = JOB_ERROR_HEADLINES[locale];
  const generals: Partial<Record<number, { message: string }>> = JOB_STATUS_CODES;
  const headline = headlines[code ?? 0];
  if (headline === undefined) {
    return message ? [`${words.error}${words.colon} ${message}`] : [];
  }
  const general = generals[code ?? 0]?.message;
  return [
    `${words.error}${words.colon} ${headline}`,
    ...(message && message !== general ? [`${words.detail}${words.colon} ${message}`] : []),
  ];
}

/** A count, or a rate as the report writes it (`90.14 %`), in the mail's language; other text trimmed. */
function formatFigure(locale: MailLocale, value: number | string): string {
  if (typeof value === 'number') {
    return new Intl.NumberFormat(locale).format(value);
  }
  const rate = /^(\d+(?:\.\d+)?) ?%$/.exec(value.trim());
  return rate === null
    ? value.trim()
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        Number(rate[1]) / 100,
      );
}

/** The "your job has ended" mail: outcome, key counters, rejects, alerts and the report link. */
export function renderJobFinishedMail(locale: MailLocale, data: JobFinishedMailData): RenderedMail {
  const words = WORDING[locale];
  const general = reportSection(data.report, 'general');
  // Figures written as the reader's language writes them (`1 234 567`, `90,14 %`); the report
  // keeps the reference's (`1234567`, `90.14 %`). Trimmed: its `Job-Duration` ends with a space.
  const counter = (label: string, value: unknown) =>
    typeof value === 'number' || typeof value === 'string'
      ? [`${label}${words.colon} ${formatFigure(locale, value)}`]
      : [];
  const files = data.rejectFiles ?? {};
  const withFile = (key: string, line: string) => {
    const file = isRejectKey(key) ? files[key] : undefined;
    return file === undefined ? line : `${line} (${file})`;
  };
  const rejects = Object.entries(reportSection(data.report, 'rejets'))
    .filter(([key, value]) => key.startsWith('nb-lines-') && typeof value === 'number' && value > 0)
    // A counter this build does not know (a newer report) keeps its key.
    .map(([key, value]) => {
      const label = isRejectKey(key) ? REJECT_LABELS[locale][key] : key.slice('nb-lines-'.length);
      return withFile(key, `  - ${label}${words.colon} ${formatFigure(locale, value as number)}`);
    });
  // Each alert in the mail's language when the report gives its code, else as the report says it.
  const worded = wordReportNotices(locale, data.report?.notices);
  const alerts = Object.entries(reportSection(data.report, 'alerts'))
    .filter(([key, value]) => key.startsWith('alert-') && typeof value === 'string')
    .map(([key, value]) => `  - ${worded.get(key) ?? String(value)}`);

  const body = [
    data.status === 'completed' ? words.intro(data.jobId) : words.failedIntro(data.jobId),
    '',
    ...(data.status === 'abort'
      ? [words.aborted[data.abortReason ?? 'cancelled']]
      : failureLines(locale, data.errorCode, data.errorMessage)),
    ...counter(words.lines, general['nb-lines-input']),
    ...counter(words.events, general['nb-ecs']),
    // Denied accesses are events too (`general`, not `rejets`): told when there were some.
    ...(typeof general['nb-denied-ecs'] === 'number' && general['nb-denied-ecs'] > 0
      ? counter(REJECT_LABELS[locale]['nb-denied-ecs'], general['nb-denied-ecs']).map((line) =>
          withFile('nb-denied-ecs', line),
        )
      : []),
    ...counter(words.rejectionRate, general['Rejection-Rate']),
    ...counter(words.duration, general['Job-Duration']),
    ...(rejects.length > 0 ? [`${words.rejects}${words.colon}`, ...rejects] : []),
    ...(alerts.length > 0 ? [`${words.alerts}${words.colon}`, ...alerts] : []),
    '',
    `${words.report}${words.colon} ${data.reportUrl}`,
  ];
  return renderFromText(
    `[${data.appName}] ${words.subject[data.status]}`,
    body.join('\n'),
    [data.reportUrl, ...Object.values(files)],
    locale,
  );
}
