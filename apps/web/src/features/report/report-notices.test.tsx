import { screen } from '@testing-library/react';
import { toReportGroups } from '../../shared/ui/report-groups.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ReportView } from './report-view.js';

const CATALOG_SENTENCE =
  'Native platform rules only: fetching the community platforms catalog failed: timeout';
const HEADERS_SENTENCE =
  'Unknown headers, ignored: ouput-fields (did you mean Output-Fields?), ezpaarse-frobnicate';
const DOMAIN_SENTENCE = 'www.unknowndomain.com is unknown but represents 13% of the log lines';
const SKIPPED_SENTENCE = 'Platforms skipped, their manifest.json cannot be used: acs, wiley';
const SETTINGS_SENTENCE =
  'Setting values that name nothing known: Reject-Files nope, Force-Parser SD (did you mean sd?)';
const DATES_SENTENCE =
  'Date-Format "YYYY-MM-DD" cannot read the date of 3 of the 4 lines read by the log format (for example "30/Nov/2012:00:14:17 +0100"); such lines are left out';
const ENRICHERS_SENTENCE =
  "Enrichment incomplete (crossref): 2 request(s) failed, 57 identifier(s) not looked up; those events lack the enricher's fields (see the traces)";
const PARSERS_SENTENCE =
  'Platform parsers failed: sd (3), wiley (1); 3 errors, 1 timeout; the URLs concerned gave no event from those platforms (see the traces)';
const ORDER_SENTENCE =
  '4 consultation events (40%) came earlier in log time than one before them and were left out (Lines-Unordered-ECs): give the log sorted by time, or its parts as separate files (they are merged by time)';
// The percent's space is the one the runtime's French number format writes.
const ORDER_FRENCH =
  /^4 événements de consultation \(40\s%\) datés d'avant un événement précédent du log ont été écartés \(Lines-Unordered-ECs\)\s: donnez le log trié par date, ou ses parties en fichiers séparés \(ils sont fusionnés par date\)$/;
const PKB_HOSTS_SENTENCE =
  'Platforms that take part of their hosts from a column of their KBART files got none (no file loaded, or the column empty): edp (pkb-domain), bmc (pkb-domain); lines of those hosts count as unknown domains';
const PKB_HOSTS_FRENCH =
  "Plateformes qui tirent une part de leurs hôtes d'une colonne de leurs fichiers KBART, sans en avoir trouvé (aucun fichier chargé, ou colonne vide) : edp (pkb-domain), bmc (pkb-domain) ; les lignes de ces hôtes comptent comme domaines inconnus";
const USERS_SENTENCE =
  'COUNTER R5.1 tells users apart by login, session, host, none of which the log format captures: every reader counts as one user';
const USERS_FRENCH =
  'COUNTER R5.1 distingue les utilisateurs par login, session, host, dont le format de log ne capture aucun : tous les lecteurs comptent pour un seul utilisateur';
const COUNTER_SENTENCE =
  "COUNTER-Mode r51 removes double clicks by COUNTER R5.1's rules: Double-Click-Removal, Double-Click-HTML not used";
const COUNTER_FRENCH =
  'COUNTER-Mode r51 écarte les doubles clics selon les règles de COUNTER R5.1, sans tenir compte de : Double-Click-Removal, Double-Click-HTML';
const DATES_FRENCH =
  'Date-Format « YYYY-MM-DD » ne sait pas lire la date de 3 des 4 lignes lues par le format de log (par exemple « 30/Nov/2012:00:14:17 +0100 ») ; ces lignes sont écartées';

/** A report as the server writes it: English sentences under the reference's keys, and codes. */
const report = {
  general: { 'Job-ID': 'job-1', 'Job-Done': true, 'platforms-notice': CATALOG_SENTENCE },
  alerts: {
    'active-alerts': 'unknown-domains',
    'alert-1': DOMAIN_SENTENCE,
    'alert-platforms': CATALOG_SENTENCE,
    'alert-headers': HEADERS_SENTENCE,
    'alert-pack-platforms': SKIPPED_SENTENCE,
    'alert-settings': SETTINGS_SENTENCE,
    'alert-dates': DATES_SENTENCE,
    'alert-enrichers': ENRICHERS_SENTENCE,
    'alert-parsers': PARSERS_SENTENCE,
    'alert-order': ORDER_SENTENCE,
    'alert-users': USERS_SENTENCE,
    'alert-pkb-hosts': PKB_HOSTS_SENTENCE,
    'alert-counter': COUNTER_SENTENCE,
    'alert-2': 'a.example.org is something this page has no words for',
  },
  notices: [
    { key: 'platforms-notice', code: 'catalog-fetch-failed', params: { reason: 'timeout' } },
    {
      key: 'alert-1',
      code: 'unknown-domain',
      params: { domain: 'www.unknowndomain.com', percent: 13 },
    },
    { key: 'alert-2', code: 'some-newer-code', params: {} },
    { key: 'alert-platforms', code: 'catalog-fetch-failed', params: { reason: 'timeout' } },
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
      key: 'alert-enrichers',
      code: 'enrichment-incomplete',
      params: { enrichers: 'crossref', identifiers: 57, failures: 2 },
    },
    {
      key: 'alert-parsers',
      code: 'parser-failures',
      params: { platforms: 'sd (3), wiley (1)', errors: 3, timeouts: 1 },
    },
    { key: 'alert-order', code: 'unordered-lines', params: { lines: 4, percent: 40 } },
    {
      key: 'alert-users',
      code: 'uncaptured-user-fields',
      params: { fields: 'login, session, host', by: '', mode: 'counter' },
    },
    {
      key: 'alert-counter',
      code: 'counter-double-click-headers',
      params: { headers: 'Double-Click-Removal, Double-Click-HTML' },
    },
    {
      key: 'alert-pkb-hosts',
      code: 'knowledge-base-hosts-missing',
      params: { platforms: 'edp (pkb-domain), bmc (pkb-domain)' },
    },
    {
      key: 'alert-dates',
      code: 'unreadable-dates',
      params: {
        dateFormat: 'YYYY-MM-DD',
        lines: 3,
        parsedLines: 4,
        sample: '30/Nov/2012:00:14:17 +0100',
      },
    },
  ],
};

async function openAll(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('button', { name }));
}

describe('the report notices', () => {
  it('speak French to a French reader', async () => {
    const { user } = renderWithProviders(
      <ReportView report={toReportGroups(report)} logging={[]} />,
      { locale: 'fr' },
    );
    await openAll(user, 'Tout déplier');
    const catalog =
      'Règles natives des plateformes seules : la récupération du catalogue communautaire des plateformes a échoué : timeout';
    // `platforms-notice` in General and `alert-platforms` in Alerts.
    expect(screen.getAllByText(catalog)).toHaveLength(2);
    expect(
      screen.getByText(/^www\.unknowndomain\.com est inconnu mais représente 13\s%/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'En-têtes inconnus, ignorés : ouput-fields (vouliez-vous dire Output-Fields ?), ezpaarse-frobnicate',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Plateformes ignorées, leur manifest.json n'est pas utilisable : acs, wiley",
      ),
    ).toBeInTheDocument();
    // In Alerts, and above the panels (it left lines out).
    expect(
      screen.getAllByText(
        'Valeurs de paramètres qui ne désignent rien de connu : Reject-Files nope, Force-Parser SD (vouliez-vous dire sd ?)',
      ),
    ).toHaveLength(2);
    expect(
      screen.getByText(
        "Enrichissement incomplet (crossref) : 2 requêtes ont échoué, 57 identifiants n'ont pas été cherchés ; ces événements n'ont pas les champs de l'enrichisseur (voir les traces)",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(ENRICHERS_SENTENCE)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Des analyseurs de plateformes ont échoué : sd (3), wiley (1) ; 3 erreurs, 1 dépassement de délai ; les URL concernées n'ont donné aucun événement de ces plateformes (voir les traces)",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(PARSERS_SENTENCE)).not.toBeInTheDocument();
    // In Alerts, and above the panels where it is seen with them closed.
    expect(screen.getAllByText(DATES_FRENCH)).toHaveLength(2);
    expect(screen.getAllByText(ORDER_FRENCH)).toHaveLength(2);
    expect(screen.queryByText(ORDER_SENTENCE)).not.toBeInTheDocument();
    expect(screen.getByText(USERS_FRENCH)).toBeInTheDocument();
    expect(screen.getByText(PKB_HOSTS_FRENCH)).toBeInTheDocument();
    expect(screen.getByText(COUNTER_FRENCH)).toBeInTheDocument();
    expect(screen.queryByText(COUNTER_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(PKB_HOSTS_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(USERS_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(SETTINGS_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(DATES_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(SKIPPED_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(CATALOG_SENTENCE)).not.toBeInTheDocument();
    expect(screen.queryByText(HEADERS_SENTENCE)).not.toBeInTheDocument();
    // A code this page does not know keeps the server's sentence.
    expect(
      screen.getByText('a.example.org is something this page has no words for'),
    ).toBeInTheDocument();
  });

  it('keep the English sentences of a report written before notices', async () => {
    const { notices: _notices, ...older } = report;
    const { user } = renderWithProviders(
      <ReportView report={toReportGroups(older)} logging={[]} />,
      { locale: 'fr' },
    );
    await openAll(user, 'Tout déplier');
    expect(screen.getAllByText(CATALOG_SENTENCE)).toHaveLength(2);
    expect(screen.getByText(HEADERS_SENTENCE)).toBeInTheDocument();
    expect(screen.getByText(DOMAIN_SENTENCE)).toBeInTheDocument();
  });

  it('word them as the report does for an English reader', async () => {
    const { user } = renderWithProviders(
      <ReportView report={toReportGroups(report)} logging={[]} />,
      { locale: 'en' },
    );
    await openAll(user, 'Expand all');
    expect(screen.getAllByText(CATALOG_SENTENCE)).toHaveLength(2);
    expect(screen.getByText(HEADERS_SENTENCE)).toBeInTheDocument();
    expect(screen.getByText(DOMAIN_SENTENCE)).toBeInTheDocument();
    expect(screen.getByText(SKIPPED_SENTENCE)).toBeInTheDocument();
    expect(screen.getAllByText(SETTINGS_SENTENCE)).toHaveLength(2);
    expect(screen.getAllByText(DATES_SENTENCE)).toHaveLength(2);
    expect(screen.getAllByText(ORDER_SENTENCE)).toHaveLength(2);
    expect(screen.getByText(PARSERS_SENTENCE)).toBeInTheDocument();
    expect(screen.getByText(USERS_SENTENCE)).toBeInTheDocument();
    expect(screen.getByText(PKB_HOSTS_SENTENCE)).toBeInTheDocument();
    expect(screen.getByText(COUNTER_SENTENCE)).toBeInTheDocument();
    // No `notices` panel of its own: the codes word the rows of General and Alerts.
    expect(screen.queryByRole('button', { name: 'notices' })).not.toBeInTheDocument();
  });

  it.each([
    [
      { fields: 'sid', by: 'login, host', mode: 'deduplication' },
      'Double-Click-*-Field nomme sid, que le format de log ne capture pas : les utilisateurs sont distingués par login, host',
    ],
    [
      { fields: 'session, login, host', by: '', mode: 'deduplication' },
      "Le dédoublonnage distingue les utilisateurs par session, login, host, dont le format de log ne capture aucun : aucun double clic n'a été retiré",
    ],
  ])('word each case of the uncaptured user fields (%o)', async (params, french) => {
    const notice = { key: 'alert-users', code: 'uncaptured-user-fields', params };
    const { user } = renderWithProviders(
      <ReportView report={toReportGroups({ ...report, notices: [notice] })} logging={[]} />,
      { locale: 'fr' },
    );
    await openAll(user, 'Tout déplier');
    expect(screen.getByText(french)).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      '2 lignes sur 3 lues par le format de log ont une date antérieure à 1990 ou dans le futur (par exemple 56745-12-05) : vérifiez le texte que le format de log lit comme date, et Date-Format (un temps Unix en millisecondes lu en secondes donne de telles dates)',
    ],
    [
      'en',
      '2 lines out of 3 lines read by the log format have a date before 1990 or in the future (for example 56745-12-05): check which text the log format reads as the date, and Date-Format (a Unix time in milliseconds read as seconds gives such dates)',
    ],
  ] as const)(
    'word dates before 1990 or in the future, in Alerts and above the panels (%s)',
    (locale, sentence) => {
      const notice = {
        key: 'alert-implausible-dates',
        code: 'implausible-dates',
        params: { lines: 2, parsedLines: 3, sample: '56745-12-05' },
      };
      const dated = {
        ...report,
        alerts: { ...report.alerts, 'alert-implausible-dates': 'the English sentence' },
        notices: [notice],
      };
      renderWithProviders(<ReportView report={toReportGroups(dated)} logging={[]} />, { locale });
      // Its events are kept, yet every figure by date is off: said where it is seen at once.
      expect(screen.getByTestId('outcome-notices')).toHaveTextContent(sentence);
    },
  );

  it('say above the closed panels what left lines out (Date-Format, unknown setting values, time order), and nothing else', () => {
    const all = {
      ...report,
      notices: report.notices.map((notice) =>
        notice.key === 'alert-dates'
          ? { ...notice, params: { dateFormat: 'YYYY-MM-DD', lines: 1, parsedLines: 1 } }
          : notice,
      ),
    };
    renderWithProviders(<ReportView report={toReportGroups(all)} logging={[]} />, {
      locale: 'fr',
    });
    expect(screen.getByTestId('outcome-notices')).toHaveTextContent(
      "Aucune date n'a pu être lue avec Date-Format « YYYY-MM-DD » : la seule ligne lue par le format de log a été écartée",
    );
    // A platform filter that names no platform left out every line: said there too.
    expect(screen.getByTestId('outcome-notices')).toHaveTextContent(
      'Valeurs de paramètres qui ne désignent rien de connu : Reject-Files nope, Force-Parser SD (vouliez-vous dire sd ?)',
    );
    // Lines out of time order, which sorting the log brings back.
    expect(
      [...screen.getByTestId('outcome-notices').children].some((child) =>
        ORDER_FRENCH.test(child.textContent),
      ),
    ).toBe(true);
    // The other sentences stay in their panels.
    expect(screen.getByTestId('outcome-notices')).not.toHaveTextContent(/manifest\.json/);
  });
});
