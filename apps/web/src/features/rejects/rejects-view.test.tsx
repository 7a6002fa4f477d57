import { screen, within } from '@testing-library/react';
import { matchViewportWidth } from '../../test/match-viewport.js';
import { renderWithProviders, settled } from '../../test/render-with-providers.js';
import { explorerFixture } from './rejects-fixture.js';
import { RejectsView } from './rejects-view.js';

describe('RejectsView', () => {
  it('shows the funnel with each step lines and what it set aside', async () => {
    renderWithProviders(<RejectsView explorer={explorerFixture()} />);
    await settled();
    const funnel = screen.getByRole('table', { name: 'From lines to events' });
    const known = within(funnel).getByText('Known platform').closest('tr');
    expect(known).toHaveTextContent('40');
    expect(known).toHaveTextContent('Unknown domains: 15');
    expect(known).not.toHaveTextContent('Robots');
    // Robots are dropped with the filters' other losses, before platforms are recognised.
    const filtered = within(funnel).getByText('Kept by the filters').closest('tr');
    expect(filtered).toHaveTextContent('55');
    expect(filtered).toHaveTextContent('Robots: 5');
  });

  it("names the step after the filters for what it counts, not the report's relevant lines", async () => {
    // The report's "Relevant lines" are lines read minus ignored ones (the reference's definition,
    // the base of the reject shares); this step also drops unknown formats, ignored hosts and
    // domains and robots, so it must not read as the same figure.
    const { unmount } = renderWithProviders(<RejectsView explorer={explorerFixture()} />);
    await settled();
    const funnel = screen.getByRole('table', { name: 'From lines to events' });
    expect(within(funnel).queryByText(/relevant/i)).not.toBeInTheDocument();
    expect(within(funnel).getByText('Kept by the filters').closest('tr')).toHaveTextContent('55');
    unmount();
    renderWithProviders(<RejectsView explorer={explorerFixture()} />, { locale: 'fr' });
    await settled();
    const entonnoir = screen.getByRole('table', { name: 'Des lignes aux événements' });
    expect(within(entonnoir).queryByText(/pertinent/i)).not.toBeInTheDocument();
    expect(within(entonnoir).getByText('Retenues par les filtres')).toBeInTheDocument();
  });

  it("reads each step's share once, as the text under its bar", async () => {
    renderWithProviders(<RejectsView explorer={explorerFixture()} />);
    await settled();
    const funnel = screen.getByRole('table', { name: 'From lines to events' });
    // The bar pictures the share written under it: as a progressbar it was read a second time.
    expect(within(funnel).queryAllByRole('progressbar')).toEqual([]);
    expect(within(funnel).getAllByRole('progressbar', { hidden: true }).length).toBeGreaterThan(0);
    const live = Array.from(funnel.querySelectorAll('[aria-live]')).filter(
      (element) => element.getAttribute('aria-live') !== 'off',
    );
    expect(live).toEqual([]);
    expect(within(funnel).getAllByRole('row')[1]).toHaveTextContent('100%');
  });

  it('browses sample lines by category, one tab per category', async () => {
    const { user } = renderWithProviders(<RejectsView explorer={explorerFixture()} />);
    await settled();
    const tabs = screen.getByRole('tablist', { name: 'Reason' });
    const first = within(tabs).getByRole('tab', { name: /Unknown formats/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('garbage')).toBeInTheDocument();
    // Arrow keys need layout (jsdom has none): the e2e spec drives them in Chromium.
    const second = within(tabs).getByRole('tab', { name: /Unknown domains/ });
    await user.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText(/www-jstor-org\.ezproxy\.univ\.fr\/x/, { selector: 'code' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 sample of 15 lines')).toBeInTheDocument();
  });

  it('ranks unknown hosts, marking de-proxied ones and those a native platform knows', async () => {
    renderWithProviders(<RejectsView explorer={explorerFixture()} />);
    await settled();
    const hosts = screen.getByRole('table', { name: 'Unknown domains' });
    const rows = within(hosts).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('www.jstor.orgde-proxied1220%');
    expect(rows[0]).toHaveTextContent('jstornative platform');
    expect(rows[1]).toHaveTextContent('example.org35%');
  });

  it.each([
    ['en', 'Unknown domains', 'From lines to events', '< 0.1%'],
    ['fr', 'Domaines inconnus', 'Des lignes aux événements', '< 0,1 %'],
  ] as const)(
    'shows a share too small to round to one decimal as below 0.1 %%, never 0 (%s)',
    async (locale, hostsName, funnelName, belowShown) => {
      // One line of 5 000: 0.02 %, which one decimal would round to 0.
      const explorer = explorerFixture();
      explorer.funnel = [
        { step: 'lines', count: 5_000, dropped: {} },
        { step: 'known-platform', count: 1, dropped: { 'unknown-domains': 4_999 } },
        { step: 'events', count: 0, dropped: { 'unqualified-ecs': 1 } },
      ];
      explorer.unknownHosts = [
        { host: 'rare.example.org', count: 1, share: 0.0002, domains: [], deproxied: false },
        // The report keeps four decimals: one line in 36 581 comes as a share of 0.
        { host: 'rounded.example.org', count: 1, share: 0, domains: [], deproxied: false },
      ];
      renderWithProviders(<RejectsView explorer={explorer} />, { locale });
      await settled();
      const hosts = screen.getByRole('table', { name: hostsName });
      const host = within(hosts).getByText('rare.example.org').closest('tr');
      expect(host).toHaveTextContent(`rare.example.org1${belowShown}`);
      expect(within(hosts).getByText('rounded.example.org').closest('tr')).toHaveTextContent(
        `rounded.example.org1${belowShown}`,
      );
      const funnel = within(screen.getByRole('table', { name: funnelName }))
        .getAllByRole('row')
        .slice(1);
      expect(funnel[1]).toHaveTextContent(belowShown);
      // Nothing at all is still 0.
      expect(funnel[2]).not.toHaveTextContent('<');
      expect(funnel[2]).toHaveTextContent(locale === 'en' ? '0%' : '0 %');
    },
  );

  it('says why a line is withheld (crypted fields, line not read), in both languages', async () => {
    const explorer = explorerFixture();
    explorer.samples['unknown-formats'] = [{ lineNumber: 3, line: '', withheld: true }];
    const { unmount } = renderWithProviders(<RejectsView explorer={explorer} />);
    await settled();
    expect(screen.getByText(/Line not shown: it could not be read/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<RejectsView explorer={explorer} />, { locale: 'fr' });
    await settled();
    expect(screen.getByText(/Ligne masquée/)).toBeInTheDocument();
  });

  it('gives the engine reasons in the page language, and free text as it is', async () => {
    const explorer = explorerFixture();
    explorer.samples['unknown-formats'] = [
      {
        lineNumber: 1,
        line: 'a',
        reason: 'HTTP status 302',
        reasonCode: 'http-status',
        reasonParams: { status: '302' },
      },
      { lineNumber: 2, line: 'b', reason: 'no result from sd', reasonCode: 'not-a-known-code' },
      { lineNumber: 3, line: 'c', reason: 'said by a pack' },
    ];
    const { unmount } = renderWithProviders(<RejectsView explorer={explorer} />);
    await settled();
    expect(screen.getByText('HTTP status 302')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RejectsView explorer={explorer} />, { locale: 'fr' });
    await settled();
    expect(screen.getByText('Statut HTTP 302')).toBeInTheDocument();
    expect(screen.queryByText('HTTP status 302')).not.toBeInTheDocument();
    expect(screen.getByText('no result from sd')).toBeInTheDocument();
    expect(screen.getByText('said by a pack')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderWithProviders(<RejectsView explorer={explorerFixture()} />, { locale: 'fr' });
    await settled();
    expect(screen.getByRole('table', { name: 'Des lignes aux événements' })).toBeInTheDocument();
    expect(screen.getByText('dé-proxifié')).toBeInTheDocument();
  });
});

describe('RejectsView sample lines on a wide screen', () => {
  matchViewportWidth(1280);

  it('names the file and the line in it of each sample when the job had several', async () => {
    const explorer = explorerFixture();
    explorer.samples['unknown-formats'] = [
      { lineNumber: 3, file: 1, fileName: 'sd.log', fileLineNumber: 3, line: 'a' },
      { lineNumber: 296, file: 2, fileName: 'npg.log.gz', fileLineNumber: 13, line: 'b' },
      { lineNumber: 300, file: 3, fileLineNumber: 1, line: 'c' },
    ];
    renderWithProviders(<RejectsView explorer={explorer} />, { locale: 'fr' });
    await settled();
    const rows = within(screen.getByRole('table', { name: 'Formats inconnus' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(/^3sd\.loga/);
    expect(rows[1]).toHaveTextContent(/^13npg\.log\.gzb/);
    expect(rows[2]).toHaveTextContent(/^1fichier 3c/);
  });
});

describe('RejectsView sample lines on a phone', () => {
  it('gives each sample a block: where and why above, the whole line in a scrolling pre', async () => {
    const explorer = explorerFixture();
    const line =
      '127.0.0.1 - - [30/Nov/2012:10:00:00 +0100] "GET http://www.example.org/a/very/long/path HTTP/1.1" 200 1234';
    explorer.samples['unknown-formats'] = [
      { lineNumber: 296, file: 2, fileName: 'npg.log.gz', fileLineNumber: 13, line, reason: 'x' },
      { lineNumber: 300, line: 'c' },
    ];
    renderWithProviders(<RejectsView explorer={explorer} />);
    await settled();
    // No table squeezing the line into a column a few characters wide.
    expect(screen.queryByRole('table', { name: 'Unknown formats' })).not.toBeInTheDocument();
    const blocks = within(screen.getByRole('list', { name: 'Unknown formats' })).getAllByRole(
      'listitem',
    );
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveTextContent(/^npg\.log\.gz, line 13x/);
    const pre = blocks[0]?.querySelector('pre');
    expect(pre).toHaveTextContent(line);
    // One row that scrolls sideways, reachable with the keyboard.
    expect(pre).toHaveStyle({ whiteSpace: 'pre', overflowX: 'auto' });
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(blocks[1]).toHaveTextContent(/^Line 300c$/);
  });

  it('words the place of a sample in French', async () => {
    const explorer = explorerFixture();
    explorer.samples['unknown-formats'] = [
      { lineNumber: 296, file: 2, fileName: 'npg.log.gz', fileLineNumber: 13, line: 'b' },
      { lineNumber: 300, line: 'c' },
    ];
    renderWithProviders(<RejectsView explorer={explorer} />, { locale: 'fr' });
    await settled();
    const blocks = within(screen.getByRole('list', { name: 'Formats inconnus' })).getAllByRole(
      'listitem',
    );
    expect(blocks[0]).toHaveTextContent(/^npg\.log\.gz, ligne 13b/);
    expect(blocks[1]).toHaveTextContent(/^Ligne 300c/);
  });
});
