import {
  ReportNoticeSchema,
  UnknownHeaderParamSchema,
  type MailLocale,
  type ReportNotice,
  type ReportNoticeCode,
} from '@sillage/shared-types';

type NoticeParams = ReportNotice['params'];

const NATIVE_ONLY = {
  fr: 'Règles natives des plateformes seules',
  en: 'Native platform rules only',
} as const;

/**
 * Each notice code in the mail's language; undefined when the values are not the expected ones.
 * The English says what the report's own English sentences say (libs/pipeline writes those).
 */
const WORDING: Record<
  MailLocale,
  Record<ReportNoticeCode, (params: NoticeParams) => string | undefined>
> = {
  fr: {
    'catalog-not-fetched': () =>
      `${NATIVE_ONLY.fr} : le catalogue communautaire des plateformes n'a pas encore été récupéré.`,
    'catalog-fetching': () =>
      `${NATIVE_ONLY.fr} : le catalogue communautaire des plateformes est en cours de récupération.`,
    'catalog-fetch-failed': ({ reason }) =>
      typeof reason === 'string'
        ? `${NATIVE_ONLY.fr} : la récupération du catalogue communautaire des plateformes a échoué : ${reason}`
        : undefined,
    'catalog-fetch-disabled': () =>
      `${NATIVE_ONLY.fr} : la récupération du catalogue communautaire des plateformes est désactivée (SILLAGE_PLATFORMS_FETCH) et aucun paquet de plateformes n'est configuré (SILLAGE_PLATFORM_PACKS).`,
    'unknown-domain': ({ domain, percent }) =>
      typeof domain === 'string' && typeof percent === 'number'
        ? `${domain} est inconnu mais représente ${formatPercent('fr', percent)} des lignes du log`
        : undefined,
    'unknown-headers': ({ headers }) =>
      listHeaders(
        headers,
        (name, suggestion) => `${name} (vouliez-vous dire ${suggestion} ?)`,
        'En-têtes inconnus, ignorés : ',
      ),
  },
  en: {
    'catalog-not-fetched': () =>
      `${NATIVE_ONLY.en}: the community platforms catalog has not been fetched yet.`,
    'catalog-fetching': () =>
      `${NATIVE_ONLY.en}: the community platforms catalog is still being fetched.`,
    'catalog-fetch-failed': ({ reason }) =>
      typeof reason === 'string'
        ? `${NATIVE_ONLY.en}: fetching the community platforms catalog failed: ${reason}`
        : undefined,
    'catalog-fetch-disabled': () =>
      `${NATIVE_ONLY.en}: fetching the community platforms catalog is turned off (SILLAGE_PLATFORMS_FETCH) and no platforms pack is configured (SILLAGE_PLATFORM_PACKS).`,
    'unknown-domain': ({ domain, percent }) =>
      typeof domain === 'string' && typeof percent === 'number'
        ? `${domain} is unknown but represents ${formatPercent('en', percent)} of the log lines`
        : undefined,
    'unknown-headers': ({ headers }) =>
      listHeaders(
        headers,
        (name, suggestion) => `${name} (did you mean ${suggestion}?)`,
        'Unknown headers, ignored: ',
      ),
  },
};

function formatPercent(locale: MailLocale, percent: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
}

function listHeaders(
  headers: unknown,
  withSuggestion: (name: string, suggestion: string) => string,
  lead: string,
): string | undefined {
  const parsed = UnknownHeaderParamSchema.array().safeParse(headers);
  if (!parsed.success) {
    return undefined;
  }
  const names = parsed.data.map(({ name, suggestion }) =>
    suggestion === undefined ? name : withSuggestion(name, suggestion),
  );
  return lead + names.join(', ');
}

function isKnownCode(code: string, locale: MailLocale): code is ReportNoticeCode {
  return Object.hasOwn(WORDING[locale], code);
}

/**
 * The report's sentences in the mail's language, by report key (`alert-…`, `platforms-notice`),
 * from its `notices`. Keys left out (a report written before notices, a code of a newer server)
 * keep the report's English sentence.
 */
export function wordReportNotices(
  locale: MailLocale,
  notices: unknown,
): ReadonlyMap<string, string> {
  const parsed = ReportNoticeSchema.array().safeParse(notices);
  const worded = new Map<string, string>();
  for (const { key, code, params } of parsed.success ? parsed.data : []) {
    const text = isKnownCode(code, locale) ? WORDING[locale][code](params) : undefined;
    if (text !== undefined) {
      worded.set(key, text);
    }
  }
  return worded;
}
