import { wordReportNotices } from '@sillage/mail';

/** Languages of the HTML report page; French first, as the reference's page was. */
export type ReportLanguage = 'fr' | 'en';

const WORDS = {
  fr: {
    title: "Rapport d'exécution",
    sections: {
      general: 'Général',
      rejets: 'Rejets',
      stats: 'Statistiques',
      alerts: 'Alertes',
      notifications: 'Notifications',
      dedoublonnage: 'Dédoublonnage',
      files: 'Fichiers',
      first_event: 'Premier événement',
    } as Record<string, string>,
    key: 'Clé',
    value: 'Valeur',
    empty: 'vide',
  },
  en: {
    title: 'Execution report',
    sections: {
      general: 'General',
      rejets: 'Rejects',
      stats: 'Statistics',
      alerts: 'Alerts',
      notifications: 'Notifications',
      dedoublonnage: 'Deduplication',
      files: 'Files',
      first_event: 'First event',
    } as Record<string, string>,
    key: 'Key',
    value: 'Value',
    empty: 'empty',
  },
} as const;

/** English when the client prefers it (its first `Accept-Language` entry), French otherwise. */
export function reportLanguage(acceptLanguage: string | undefined): ReportLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function display(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : '';
}

/** `DD-MM-YYYY HHhMM` of the job date, as the reference's title had it (UTC). */
function titleDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    return undefined;
  }
  const iso = new Date(value).toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${iso.slice(11, 13)}h${iso.slice(14, 16)}`;
}

/**
 * A job report as a self-contained HTML page (`GET /{jobId}/job-report.html`): one table per
 * section, every key in the report's order. Values are escaped; the page loads nothing.
 */
export function renderReportHtml(
  report: Record<string, unknown>,
  language: ReportLanguage,
  appName: string,
): string {
  const words = WORDS[language];
  const general = report.general as Record<string, unknown> | undefined;
  const date = titleDate(general?.['Job-Date']);
  const title = `${words.title}${date === undefined ? '' : ` (${date})`} - ${appName}`;
  // The sentences of `general` and `alerts` in the page's language when the report gives their
  // codes (`notices`, which then needs no section of its own), else as the report writes them.
  const worded = wordReportNotices(language, report.notices);
  const sections = Object.entries(report)
    .filter(
      ([name, content]) => name !== 'notices' && content !== null && typeof content === 'object',
    )
    .map(([name, content]) => {
      const sentence = (key: string) =>
        name === 'general' || name === 'alerts' ? worded.get(key) : undefined;
      const rows = Object.entries(content as Record<string, unknown>)
        .map(
          ([key, value]) =>
            `<tr><th scope="row">${escapeHtml(key)}</th><td>${escapeHtml(sentence(key) ?? display(value))}</td></tr>`,
        )
        .join('\n');
      const heading = escapeHtml(words.sections[name] ?? name);
      return [
        `<section><h2>${heading}</h2>`,
        rows === ''
          ? `<p>${words.empty}</p>`
          : `<table><thead><tr><th scope="col">${words.key}</th><th scope="col">${words.value}</th></tr></thead><tbody>\n${rows}\n</tbody></table>`,
        '</section>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:sans-serif;margin:1rem 2rem}table{border-collapse:collapse;margin-bottom:1rem}th,td{border:1px solid #999;padding:.2rem .5rem;text-align:left;vertical-align:top}td{word-break:break-all}</style>',
    '</head>',
    `<body><main><h1>${escapeHtml(title)}</h1>`,
    sections,
    '</main></body></html>',
    '',
  ].join('\n');
}
