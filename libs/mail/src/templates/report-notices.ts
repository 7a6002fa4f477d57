import {
  readKnownNotice,
  ReportNoticeSchema,
  type KnownReportNotice,
  type MailLocale,
  type ReportNoticeCode,
} from '@sillage/shared-types';

/** The values of the notices of one code. */
type NoticeOf<C extends ReportNoticeCode> = Extract<KnownReportNotice, { code: C }>;

const NATIVE_ONLY = {
  fr: 'Règles natives des plateformes seules',
  en: 'Native platform rules only',
} as const;

/**
 * Each notice code in the mail's language, from its checked values. The English says what the
 * report's own English sentences say (libs/pipeline writes those).
 */
const WORDING: Record<MailLocale, { [C in ReportNoticeCode]: (notice: NoticeOf<C>) => string }> = {
  fr: {
    'catalog-not-fetched': () =>
      `${NATIVE_ONLY.fr}\u00a0: le catalogue communautaire des plateformes n'a pas encore été récupéré.`,
    'catalog-fetching': () =>
      `${NATIVE_ONLY.fr}\u00a0: le catalogue communautaire des plateformes est en cours de récupération.`,
    'catalog-fetch-failed': ({ reason }) =>
      `${NATIVE_ONLY.fr}\u00a0: la récupération du catalogue communautaire des plateformes a échoué\u00a0: ${reason}`,
    'catalog-fetch-disabled': () =>
      `${NATIVE_ONLY.fr}\u00a0: la récupération du catalogue communautaire des plateformes est désactivée (SILLAGE_PLATFORMS_FETCH) et aucun paquet de plateformes n'est configuré (SILLAGE_PLATFORM_PACKS).`,
    'unknown-domain': ({ domain, percent }) =>
      `${domain} est inconnu mais représente ${formatPercent('fr', percent)} des lignes du log`,
    'unknown-headers': ({ headers }) =>
      listHeaders(
        headers,
        (name, suggestion) => `${name} (vouliez-vous dire ${suggestion}\u202f?)`,
        'En-têtes inconnus, ignorés\u00a0: ',
      ),
    'unknown-setting-values': ({ values }) =>
      listSettingValues(
        values,
        (listed, suggestion) => `${listed} (vouliez-vous dire ${suggestion}\u202f?)`,
        'Valeurs de paramètres qui ne désignent rien de connu\u00a0: ',
      ),
    'pack-platforms-skipped': ({ platforms }) =>
      `Plateformes ignorées, leur manifest.json n'est pas utilisable\u00a0: ${platforms}`,
    'enrichment-incomplete': ({ enrichers, failures, identifiers }) =>
      `Enrichissement incomplet (${enrichers})\u00a0: ${failures === 1 ? '1 requête a échoué' : `${String(failures)} requêtes ont échoué`}, ${identifiers === 1 ? "1 identifiant n'a pas été cherché" : `${String(identifiers)} identifiants n'ont pas été cherchés`}\u202f; ces événements n'ont pas les champs de l'enrichisseur (voir les traces)`,
    'parser-failures': ({ platforms, errors, timeouts }) =>
      `Des analyseurs de plateformes ont échoué\u00a0: ${platforms}\u202f; ${errors <= 1 ? `${String(errors)} erreur` : `${String(errors)} erreurs`}, ${timeouts <= 1 ? `${String(timeouts)} dépassement de délai` : `${String(timeouts)} dépassements de délai`}\u202f; les URL concernées n'ont donné aucun événement de ces plateformes (voir les traces)`,
    'counter-double-click-headers': ({ headers }) =>
      `COUNTER-Mode r51 écarte les doubles clics selon les règles de COUNTER R5.1, sans tenir compte de\u00a0: ${headers}`,
    'no-exclusion-lists': ({ filters, setting }) =>
      `Aucune liste d'exclusion n'est chargée (${setting})\u00a0: les filtres ${filters} n'ont rien écarté`,
    'uncaptured-crypted-fields': ({ fields, clear }) =>
      `Crypted-Fields nomme ${fields}, que le format de log ne capture pas, et laisse de côté ${clear}\u00a0: ${clear.includes(',') ? 'ils sont écrits' : 'il est écrit'} en clair`,
    'uncaptured-user-fields': ({ fields, by, mode }) => {
      if (by !== '') {
        return `Double-Click-*-Field nomme ${fields}, que le format de log ne capture pas\u00a0: les utilisateurs sont distingués par ${by}`;
      }
      return mode === 'counter'
        ? `COUNTER R5.1 distingue les utilisateurs par ${fields}, dont le format de log ne capture aucun\u00a0: tous les lecteurs comptent pour un seul utilisateur`
        : `Le dédoublonnage distingue les utilisateurs par ${fields}, dont le format de log ne capture aucun\u00a0: aucun double clic n'a été retiré`;
    },
    'knowledge-base-hosts-missing': ({ platforms }) =>
      `Plateformes qui tirent une part de leurs hôtes d'une colonne de leurs fichiers KBART, sans en avoir trouvé (aucun fichier chargé, ou colonne vide)\u00a0: ${platforms}\u202f; les lignes de ces hôtes comptent comme domaines inconnus`,
    'skipped-middlewares': ({ middlewares }) =>
      `Middlewares d'ezPAARSE absents de ce serveur, laissés hors de la chaîne\u00a0: ${middlewares}\u202f; les champs qu'ils ajoutent sont vides`,
    'unordered-lines': ({ lines, percent }) =>
      `${lines === 1 ? '1 événement de consultation' : `${String(lines)} événements de consultation`} (${formatPercent('fr', percent)}) ${lines === 1 ? "daté d'avant un événement précédent du log a été écarté" : "datés d'avant un événement précédent du log ont été écartés"} (Lines-Unordered-ECs)\u00a0: donnez le log trié par date, ou ses parties en fichiers séparés (ils sont fusionnés par date)`,
    'implausible-dates': ({ lines, parsedLines, sample }) =>
      `${lines} ${lines === 1 ? 'ligne' : 'lignes'} sur ${parsedLines} ${parsedLines === 1 ? 'lue' : 'lues'} par le format de log ${lines === 1 ? 'a' : 'ont'} une date antérieure à 1990 ou dans le futur${sample === undefined ? '' : ` (par exemple ${sample})`}\u00a0: vérifiez le texte que le format de log lit comme date, et Date-Format (un temps Unix en millisecondes lu en secondes donne de telles dates)`,
    'unreadable-dates': ({ dateFormat, lines, parsedLines, sample }) => {
      const example = sample === undefined ? '' : ` (par exemple «\u00a0${sample}\u00a0»)`;
      if (lines < parsedLines) {
        return `Date-Format «\u00a0${dateFormat}\u00a0» ne sait pas lire la date de ${lines} des ${parsedLines} lignes lues par le format de log${example}\u202f; ces lignes sont écartées`;
      }
      return `Aucune date n'a pu être lue avec Date-Format «\u00a0${dateFormat}\u00a0»${example}\u00a0: ${lines === 1 ? 'la seule ligne lue par le format de log a été écartée' : `les ${lines} lignes lues par le format de log ont toutes été écartées`}`;
    },
  },
  en: {
    'catalog-not-fetched': () =>
      `${NATIVE_ONLY.en}: the community platforms catalog has not been fetched yet.`,
    'catalog-fetching': () =>
      `${NATIVE_ONLY.en}: the community platforms catalog is still being fetched.`,
    'catalog-fetch-failed': ({ reason }) =>
      `${NATIVE_ONLY.en}: fetching the community platforms catalog failed: ${reason}`,
    'catalog-fetch-disabled': () =>
      `${NATIVE_ONLY.en}: fetching the community platforms catalog is turned off (SILLAGE_PLATFORMS_FETCH) and no platforms pack is configured (SILLAGE_PLATFORM_PACKS).`,
    'unknown-domain': ({ domain, percent }) =>
      `${domain} is unknown but represents ${formatPercent('en', percent)} of the log lines`,
    'unknown-headers': ({ headers }) =>
      listHeaders(
        headers,
        (name, suggestion) => `${name} (did you mean ${suggestion}?)`,
        'Unknown headers, ignored: ',
      ),
    'unknown-setting-values': ({ values }) =>
      listSettingValues(
        values,
        (listed, suggestion) => `${listed} (did you mean ${suggestion}?)`,
        'Setting values that name nothing known: ',
      ),
    'pack-platforms-skipped': ({ platforms }) =>
      `Platforms skipped, their manifest.json cannot be used: ${platforms}`,
    'enrichment-incomplete': ({ enrichers, failures, identifiers }) =>
      `Enrichment incomplete (${enrichers}): ${String(failures)} ${failures === 1 ? 'request' : 'requests'} failed, ${String(identifiers)} ${identifiers === 1 ? 'identifier' : 'identifiers'} not looked up; those events lack the enricher's fields (see the traces)`,
    'parser-failures': ({ platforms, errors, timeouts }) =>
      `Platform parsers failed: ${platforms}; ${String(errors)} ${errors === 1 ? 'error' : 'errors'}, ${String(timeouts)} ${timeouts === 1 ? 'timeout' : 'timeouts'}; the URLs concerned gave no event from those platforms (see the traces)`,
    'counter-double-click-headers': ({ headers }) =>
      `COUNTER-Mode r51 removes double clicks by COUNTER R5.1's rules: ${headers} not used`,
    'no-exclusion-lists': ({ filters, setting }) =>
      `No exclusion list is loaded (${setting}), so the ${filters} filters removed nothing`,
    'uncaptured-crypted-fields': ({ fields, clear }) =>
      `Crypted-Fields names ${fields}, which the log format does not capture, and leaves out ${clear}: ${clear.includes(',') ? 'they are' : 'it is'} written in clear`,
    'uncaptured-user-fields': ({ fields, by, mode }) => {
      if (by !== '') {
        return `Double-Click-*-Field names ${fields}, which the log format does not capture: users are told apart by ${by}`;
      }
      return mode === 'counter'
        ? `COUNTER R5.1 tells users apart by ${fields}, none of which the log format captures: every reader counts as one user`
        : `The double-click removal tells users apart by ${fields}, none of which the log format captures: no double click was removed`;
    },
    'knowledge-base-hosts-missing': ({ platforms }) =>
      `Platforms that take part of their hosts from a column of their KBART files got none (no file loaded, or the column empty): ${platforms}; lines of those hosts count as unknown domains`,
    'skipped-middlewares': ({ middlewares }) =>
      `Middlewares of ezPAARSE that this server does not have were left out of the chain: ${middlewares}; the fields they add are empty`,
    'unordered-lines': ({ lines, percent }) =>
      `${String(lines)} consultation ${lines === 1 ? 'event' : 'events'} (${formatPercent('en', percent)}) came earlier in log time than one before ${lines === 1 ? 'it' : 'them'} and ${lines === 1 ? 'was' : 'were'} left out (Lines-Unordered-ECs): give the log sorted by time, or its parts as separate files (they are merged by time)`,
    'implausible-dates': ({ lines, parsedLines, sample }) =>
      `${lines} ${lines === 1 ? 'line' : 'lines'} out of ${parsedLines} read by the log format ${lines === 1 ? 'has' : 'have'} a date before 1990 or in the future${sample === undefined ? '' : ` (for example ${sample})`}: check which text the log format reads as the date, and Date-Format (a Unix time in milliseconds read as seconds gives such dates)`,
    'unreadable-dates': ({ dateFormat, lines, parsedLines, sample }) => {
      const header = `Date-Format ${JSON.stringify(dateFormat)}`;
      const example = sample === undefined ? '' : ` (for example ${JSON.stringify(sample)})`;
      if (lines < parsedLines) {
        return `${header} cannot read the date of ${lines} of the ${parsedLines} lines read by the log format${example}; such lines are left out`;
      }
      return `No date could be read with ${header}${example}: ${lines === 1 ? 'the only line read by the log format was left out' : `all ${lines} lines read by the log format were left out`}`;
    },
  },
};

function formatPercent(locale: MailLocale, percent: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
}

function listHeaders(
  headers: NoticeOf<'unknown-headers'>['headers'],
  withSuggestion: (name: string, suggestion: string) => string,
  lead: string,
): string {
  const names = headers.map(({ name, suggestion }) =>
    suggestion === undefined ? name : withSuggestion(name, suggestion),
  );
  return lead + names.join(', ');
}

function listSettingValues(
  values: NoticeOf<'unknown-setting-values'>['values'],
  withSuggestion: (listed: string, suggestion: string) => string,
  lead: string,
): string {
  const listed = values.map(({ header, value, suggestion }) =>
    suggestion === undefined
      ? `${header} ${value}`
      : withSuggestion(`${header} ${value}`, suggestion),
  );
  return lead + listed.join(', ');
}

/** One checked notice in the mail's language. */
function wordNotice(locale: MailLocale, notice: KnownReportNotice): string {
  // The table is indexed by the notice's own code, so the cast only restates that pairing.
  const word = WORDING[locale][notice.code] as (known: KnownReportNotice) => string;
  return word(notice);
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
  for (const notice of parsed.success ? parsed.data : []) {
    const known = readKnownNotice(notice);
    if (known !== undefined) {
      worded.set(notice.key, wordNotice(locale, known));
    }
  }
  return worded;
}
