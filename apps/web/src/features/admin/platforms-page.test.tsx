import { act, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { createPlatformManifest } from '../../test/builders.js';
import { matchViewportWidth } from '../../test/match-viewport.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { pkbsActions } from '../pkbs/pkbs.slice.js';
import { platformsCatalogApi } from '../platforms-catalog/platforms-catalog.api.js';
import { platformsCatalogActions } from '../platforms-catalog/platforms-catalog.slice.js';
import { adminApi } from './admin.api.js';
import { adminActions } from './admin.slice.js';
import { Snackbar } from '../notifications/snackbar.js';
import { PlatformsPage, VERDICT_RECHECK_MS } from './platforms-page.js';

const PLATFORMS = [
  createPlatformManifest('npg', {
    longname: 'Nature',
    'pkb-packages': [
      {
        name: 'npg_GLOBAL_ALLJOURNALS',
        date: '2025-02-21',
        entries: 1234,
        file: 'npg_GLOBAL_ALLJOURNALS_2025-02-21.txt',
        size: 2_345_678,
      },
      {
        name: 'npg_ISTEX',
        date: '2021-01-22',
        entries: 56,
        file: 'npg_ISTEX_2021-01-22.txt',
        size: 800,
      },
    ],
  }),
  createPlatformManifest('acs', {
    longname: 'American Chemical Society',
    docurl: 'http://analyses.ezpaarse.org/platforms/acs',
  }),
];

describe('platforms page', () => {
  matchViewportWidth(1280);

  it('says above the table what "served by" means once verdicts are in, and not before', async () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    await screen.findByRole('table', { name: 'Platforms' });
    expect(screen.queryByText(/is no fault/)).toBeNull();
    const differing = createPlatformManifest('wiley', {
      verdict: {
        serving: 'pack',
        triedUrls: 80,
        equalUrls: 1,
        differingUrls: 79,
        tableRows: 12,
      },
    });
    act(() => {
      store.dispatch(
        adminActions.platformsLoaded({ platforms: [...PLATFORMS, differing], changed: [] }),
      );
    });
    expect(await screen.findByText(/"Native rules differ" is no fault/)).toBeVisible();
    expect(screen.getByText('native rules differ on 79 URLs')).toBeVisible();
  });

  it('shows the knowledge-base packages of a platform in a dialog', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: ['acs'] }));
    });

    const table = await screen.findByRole('table', { name: 'Platforms' });
    expect(within(table).getByRole('columnheader', { name: 'Knowledge bases' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: '2 packages' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Knowledge-base packages of Nature',
    });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PackageFileDateSizeTitles',
      'npg_GLOBAL_ALLJOURNALSnpg_GLOBAL_ALLJOURNALS_2025-02-21.txt2025 Feb 212.35 MB1,234',
      'npg_ISTEXnpg_ISTEX_2021-01-22.txt2021 Jan 22800 B56',
    ]);
  });

  describe('KBART files an administrator adds', () => {
    const uploadedPackage = {
      name: 'npg_Local',
      date: '2024-01-01',
      entries: 3,
      file: 'npg_Local_2024-01-01.txt',
      size: 120,
      uploaded: true as const,
    };
    const withUpload = PLATFORMS.map((platform) =>
      platform.name === 'npg'
        ? { ...platform, 'pkb-packages': [...platform['pkb-packages'], uploadedPackage] }
        : platform,
    );
    const kbart = (name: string) =>
      new File(['publication_title\ttitle_id\nA Journal\tA1\n'], name, { type: 'text/plain' });
    // The page and the snackbar its notices show in.
    const withSnackbar = (
      <>
        <PlatformsPage />
        <Snackbar />
      </>
    );
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('offers to remove only the files added here, and removes one after asking', async () => {
      jest.spyOn(adminApi, 'fetchPlatforms').mockResolvedValue(withUpload);
      jest.spyOn(adminApi, 'fetchChangedPlatforms').mockResolvedValue([]);
      const remove = jest.spyOn(adminApi, 'deletePkbFile').mockResolvedValue();
      const { user } = renderWithProviders(withSnackbar, { shouldRunSagas: true });
      await user.click(await screen.findByRole('button', { name: '3 packages' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Knowledge-base packages of Nature',
      });
      // The pack's two files have no button: they are not the page's to remove.
      expect(within(dialog).getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
      await user.click(
        within(dialog).getByRole('button', { name: 'Remove npg_Local_2024-01-01.txt' }),
      );
      const confirm = await screen.findByRole('alertdialog', { name: 'Remove a KBART file' });
      expect(confirm).toHaveTextContent('Remove npg_Local_2024-01-01.txt?');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(remove).toHaveBeenCalledWith('npg', 'npg_Local_2024-01-01.txt'));
      expect(await screen.findByTestId('snackbar')).toHaveTextContent(
        'KBART file npg_Local_2024-01-01.txt removed.',
      );
    });

    it("lists an upload beside the pack's file of the same package, each row its own", async () => {
      const sameName = {
        ...uploadedPackage,
        name: 'npg_GLOBAL_ALLJOURNALS',
        file: 'npg_GLOBAL_ALLJOURNALS_2024-01-01.txt',
      };
      jest
        .spyOn(adminApi, 'fetchPlatforms')
        .mockResolvedValue(
          PLATFORMS.map((platform) =>
            platform.name === 'npg'
              ? { ...platform, 'pkb-packages': [...platform['pkb-packages'], sameName] }
              : platform,
          ),
        );
      jest.spyOn(adminApi, 'fetchChangedPlatforms').mockResolvedValue([]);
      // React says so on the console when two rows share a key: one would stand for the other.
      const errors = jest.spyOn(console, 'error');
      const { user } = renderWithProviders(withSnackbar, { shouldRunSagas: true });
      await user.click(await screen.findByRole('button', { name: '3 packages' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Knowledge-base packages of Nature',
      });
      const files = within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent)
        .filter((text) => text.startsWith('npg_GLOBAL_ALLJOURNALS'));
      // The upload says so: the two rows share the package's name.
      expect(files).toEqual([
        expect.not.stringContaining('added here'),
        expect.stringContaining('npg_GLOBAL_ALLJOURNALS_2024-01-01.txtadded here'),
      ]);
      expect(files[0]).toContain('npg_GLOBAL_ALLJOURNALS_2025-02-21.txt');
      expect(within(dialog).getAllByRole('button', { name: /^Remove / })).toEqual([
        within(dialog).getByRole('button', {
          name: 'Remove npg_GLOBAL_ALLJOURNALS_2024-01-01.txt',
        }),
      ]);
      expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual(
        [],
      );
    });

    it('adds files to the platform chosen, refusing names the server would refuse', async () => {
      jest.spyOn(adminApi, 'fetchPlatforms').mockResolvedValue(PLATFORMS);
      jest.spyOn(adminApi, 'fetchChangedPlatforms').mockResolvedValue([]);
      const send = jest
        .spyOn(adminApi, 'uploadPkbFiles')
        .mockImplementation((platform, files, onProgress) => {
          onProgress(100);
          return Promise.resolve({
            saved: files.map((file) => ({ platform, name: file.name, size: file.size })),
          });
        });
      const { user } = renderWithProviders(withSnackbar, { shouldRunSagas: true });
      await user.click(await screen.findByRole('button', { name: 'Add KBART files' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add KBART files' });
      const add = within(dialog).getByRole('button', { name: 'Add' });
      expect(add).toBeDisabled();
      await user.selectOptions(
        within(dialog).getByRole('combobox', { name: /Platform/ }),
        'American Chemical Society (acs)',
      );
      const input = within(dialog).getByLabelText('KBART files', { selector: 'input' });
      await user.upload(input, [kbart('acs_Local_2024-02-01.txt'), kbart('titles.txt')]);
      expect(
        within(dialog).getByText(/This file is not named after a package and a date/),
      ).toHaveTextContent('(Package_2024-01-31.txt): titles.txt');
      expect(add).toBeDisabled();
      expect(send).not.toHaveBeenCalled();

      await user.upload(input, [kbart('acs_Local_2024-02-01.txt')]);
      expect(within(dialog).getByTestId('pkb-upload-files')).toHaveTextContent(
        'acs_Local_2024-02-01.txt',
      );
      await user.click(add);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(send).toHaveBeenCalledWith('acs', [expect.any(File)], expect.any(Function));
      expect(send.mock.calls[0]?.[1][0]?.name).toBe('acs_Local_2024-02-01.txt');
      expect(await screen.findByTestId('snackbar')).toHaveTextContent(
        '1 KBART file added: the knowledge base is being synchronised.',
      );
      // The list is asked again: the new package shows once it is read.
      await waitFor(() => expect(adminApi.fetchPlatforms).toHaveBeenCalledTimes(2));
    });

    // The packages dialog, closing as the upload dialog opens, gives the focus back to the button
    // that opened it, outside the new dialog: that must not close it (nor would a file chooser).
    it('keeps the upload dialog open when the focus leaves it without a click', async () => {
      const { store, user } = renderWithProviders(<PlatformsPage />);
      act(() => {
        store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
      });
      const opener = await screen.findByRole('button', { name: '2 packages' });
      await user.click(opener);
      const packages = await screen.findByRole('dialog');
      await user.click(within(packages).getByRole('button', { name: 'Add KBART files' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add KBART files' });
      act(() => {
        opener.focus();
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(dialog).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add KBART files' })).toBe(dialog);
    });

    it("opens on the platform whose packages were shown, and says in the reader's language why the server refused", async () => {
      const headers = new AxiosHeaders();
      const message =
        'invalidKbart: npg_Local_2024-02-01.txt: the header names none of title_id, print_identifier, online_identifier, doi (not a KBART file?)';
      jest.spyOn(adminApi, 'uploadPkbFiles').mockRejectedValue(
        new AxiosError('failed', '400', { headers }, null, {
          status: 400,
          statusText: '',
          headers,
          config: { headers },
          data: { statusCode: 400, kind: 'VALIDATION_FAILED', message },
        }),
      );
      const { store, user } = renderWithProviders(<PlatformsPage />, { locale: 'fr' });
      act(() => {
        store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
      });
      await user.click(await screen.findByRole('button', { name: '2 paquets' }));
      const packages = await screen.findByRole('dialog');
      await user.click(
        within(packages).getByRole('button', { name: 'Ajouter des fichiers KBART' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter des fichiers KBART' });
      expect(within(dialog).getByRole('combobox', { name: /Plateforme/ })).toHaveValue('npg');
      await user.upload(
        within(dialog).getByLabelText('Fichiers KBART', { selector: 'input' }),
        kbart('npg_Local_2024-02-01.txt'),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(
        "Les fichiers n'ont pas été ajoutés : un fichier n'est pas un fichier KBART",
      );
      // The server's own words name the file.
      expect(within(alert).getByText(message)).toHaveAttribute('lang', 'en');
      // The dialog stays open, the files chosen kept, to try again.
      expect(within(dialog).getByRole('button', { name: 'Ajouter' })).toBeEnabled();
    });
  });

  it('keeps the packages table in a sideways scroll area a keyboard reaches, for phones', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />, { locale: 'fr' });
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    await user.click(await screen.findByRole('button', { name: '2 paquets' }));
    const dialog = await screen.findByRole('dialog');
    // Five columns are wider than 375 px: without a scroll area "Titres" fell off the screen.
    const scroller = within(dialog).getByRole('region', { name: /Paquets de la base/ });
    expect(within(scroller).getByRole('table')).toBeVisible();
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it("writes the packages' days, sizes and counts in French", async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />, { locale: 'fr' });
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    await user.click(await screen.findByRole('button', { name: '2 paquets' }));
    const dialog = await screen.findByRole('dialog');
    const cells = within(dialog).getAllByRole('row')[1]?.querySelectorAll('td');
    expect([...(cells ?? [])].map((cell) => cell.textContent.replace(/\s/g, ' '))).toEqual([
      'npg_GLOBAL_ALLJOURNALS',
      'npg_GLOBAL_ALLJOURNALS_2025-02-21.txt',
      '21 févr. 2025',
      '2,35 Mo',
      '1 234',
    ]);
  });

  it("links a platform's long name to its analysis page when its manifest has one", async () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    const link = await screen.findByRole('link', { name: 'American Chemical Society' });
    expect(link).toHaveAttribute('href', 'http://analyses.ezpaarse.org/platforms/acs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Nature' })).toBeNull();
    expect(screen.getByText('Nature')).toBeInTheDocument();
  });

  it('makes no link of a documentation address that is not a web one (a pack is third-party data)', async () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    const hostile = PLATFORMS.map((platform) => ({ ...platform, docurl: 'javascript:alert(1)' }));
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: hostile, changed: [] }));
    });
    expect(await screen.findByText('American Chemical Society')).toBeInTheDocument();
    expect(
      screen
        .queryAllByRole('link')
        .filter((link) => /^javascript:/i.test(link.getAttribute('href') ?? '')),
    ).toEqual([]);
  });

  it('shows only the platforms an update changes', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: ['acs'] }));
    });
    expect(await screen.findByText('Nature')).toBeTruthy();
    await user.click(screen.getByText('Only show outdated platforms'));
    expect(screen.queryByText('Nature')).toBeNull();
    expect(screen.getByText('American Chemical Society')).toBeTruthy();
  });

  it.each([
    ['en', 'The next update adds 2 platforms: karger, newplat.'],
    ['fr', 'La prochaine mise à jour ajoute 2 plateformes\u00a0: karger, newplat.'],
  ] as const)(
    'names the platforms the next update adds, which no loaded manifest shows (%s)',
    async (locale, text) => {
      const { store, user } = renderWithProviders(<PlatformsPage />, { locale });
      act(() => {
        store.dispatch(
          adminActions.platformsLoaded({
            platforms: PLATFORMS,
            changed: ['newplat', 'acs', 'karger'],
          }),
        );
      });
      expect(await screen.findByText('Nature')).toBeTruthy();
      expect(screen.queryByTestId('platforms-added-by-update')).toBeNull();
      await user.click(screen.getByRole('checkbox'));
      expect(screen.getByTestId('platforms-added-by-update').textContent).toBe(text);
      expect(screen.getByText('American Chemical Society')).toBeTruthy();
    },
  );

  it('does not call the catalog up to date when it cannot be compared with its upstream', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(appInfoActions.statusesLoaded({ platforms: { 'is-git-repo': false } }));
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    expect(await screen.findByText('Nature')).toBeTruthy();
    await user.click(screen.getByText('Only show outdated platforms'));
    expect(
      screen.getByText(/^Which platforms the next update changes cannot be told/),
    ).toBeTruthy();
    expect(screen.queryByText(/Every platform is up to date/)).toBeNull();
  });

  it('does not call the catalog up to date when the next update only adds platforms', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: ['newplat'] }));
    });
    expect(await screen.findByText('Nature')).toBeTruthy();
    await user.click(screen.getByText('Only show outdated platforms'));
    expect(screen.getByText('The next update adds a platform: newplat.')).toBeTruthy();
    expect(screen.queryByText(/Every platform is up to date/)).toBeNull();
  });

  it('says every platform is up to date when only the outdated filter empties the list', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(
        appInfoActions.statusesLoaded({
          platforms: { 'is-git-repo': true, current: 'abc1234', 'from-head': 'uptodate' },
        }),
      );
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
    });
    expect(await screen.findByText('Nature')).toBeTruthy();
    await user.click(screen.getByText('Only show outdated platforms'));
    expect(
      screen.getByText('Every platform is up to date: the next update changes none.'),
    ).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No platform matches the search.')).toBeTruthy();
  });

  it('follows the knowledge-base sync live', async () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
      store.dispatch(
        pkbsActions.statusReceived({
          state: 'synchronizing',
          remaining: 3,
          synchronizing: [],
        }),
      );
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Knowledge bases: 3 files left to synchronise',
    );
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({
          state: 'synchronized',
          remaining: 0,
          synchronizing: [],
        }),
      );
    });
    expect((await screen.findByRole('status')).textContent).toBe('Knowledge bases synchronised');
  });

  it.each([
    ['en', 'Loading the platforms…', 'The platforms could not be loaded.', 'Retry'],
    [
      'fr',
      'Chargement des plateformes…',
      "Les plateformes n'ont pas pu être chargées.",
      'Réessayer',
    ],
  ] as const)(
    'says it is loading, then that loading failed, never "no platform" (%s)',
    async (locale, loading, failed, retry) => {
      const { store, user } = renderWithProviders(<PlatformsPage />, { locale });
      expect(screen.getByRole('status', { name: loading })).toBeTruthy();
      // No count of what is not known yet ("0 platforms").
      expect(screen.queryByText(/^0 /)).toBeNull();
      act(() => {
        store.dispatch(adminActions.adminListLoadFailed('platforms'));
      });
      expect(screen.getByRole('alert')).toHaveTextContent(failed);
      expect(screen.queryByText('There is no platform.')).toBeNull();
      await user.click(screen.getByRole('button', { name: retry }));
      expect(store.getState().admin.loads.platforms).toBe('loading');
      act(() => {
        store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: [] }));
      });
      expect(await screen.findByRole('table', { name: /Platforms|Plateformes/ })).toBeTruthy();
    },
  );

  it('names the knowledge-base files the last sync left out, and what to do', async () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({
          state: 'synchronized',
          remaining: 0,
          synchronizing: [],
          failed: [
            { name: 'Broken_All_2024-01-01.txt', location: 'aiaa/Broken_All_2024-01-01.txt' },
          ],
        }),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      '1 knowledge-base file could not be loaded: aiaa/Broken_All_2024-01-01.txt.',
    );
    expect(alert.textContent).toContain('server log');
    expect(screen.queryByText('Knowledge bases synchronised')).toBeNull();
  });

  it('says the knowledge bases are unavailable when the last sync failed as a whole', async () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({ state: 'unavailable', remaining: 0, synchronizing: [] }),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The knowledge bases could not be synchronised');
  });

  it('shows the community catalog, and no version to update until it is in place', () => {
    const { store } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(
        appInfoActions.statusesLoaded({ platforms: { 'is-git-repo': true, current: 'abc1234' } }),
      );
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'fetching',
          origin: 'default',
          progress: 3,
        }),
      );
    });
    expect(screen.getByTestId('platforms-catalog-status')).toBeInTheDocument();
    expect(screen.queryByText('abc1234')).toBeNull();
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'ready',
          origin: 'default',
          version: 'abc1234',
        }),
      );
    });
    expect(screen.getByText('abc1234')).toBeInTheDocument();
  });

  it('filters by certification (any selected one) and links each badge to its explanation', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(
        adminActions.platformsLoaded({
          platforms: [
            createPlatformManifest('hum', { certifications: { human: true } }),
            createPlatformManifest('pub', { certifications: { publisher: true } }),
            createPlatformManifest('none'),
          ],
          changed: [],
        }),
      );
    });
    const table = await screen.findByRole('table', { name: 'Platforms' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const certifications = screen.getByRole('group', { name: 'Certifications' });
    // The rows are awaited: on a busy machine (six jest workers on two cores) the click's
    // promise once settled before the checkbox's change had filtered the table.
    await user.click(within(certifications).getByText('Human'));
    await waitFor(() => {
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['PlatformServed byCertificationsUpdate', 'humnativeHuman']);
    });
    await user.click(within(certifications).getByText('Publisher'));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    });
    const badge = within(table).getByRole('link', { name: 'Publisher' });
    expect(badge.getAttribute('href')).toMatch(/^https:\/\/blog\.ezpaarse\.org\/.*certification/);
    expect(badge).toHaveAttribute('target', '_blank');
  });

  it('pages the list 10 rows at a time, or all of it', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    const names = Array.from(
      { length: 12 },
      (_, index) => `platform-${String(index).padStart(2, '0')}`,
    );
    act(() => {
      store.dispatch(
        adminActions.platformsLoaded({
          platforms: names.map((name) => createPlatformManifest(name)),
          changed: [],
        }),
      );
    });
    const table = await screen.findByRole('table', { name: 'Platforms' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    // None of them is certified nor has a knowledge base: no filter, no always-empty column.
    expect(screen.queryByRole('group', { name: 'Certifications' })).not.toBeInTheDocument();
    expect(
      within(table).queryByRole('columnheader', { name: 'Knowledge bases' }),
    ).not.toBeInTheDocument();
    expect(
      within(table).queryByRole('columnheader', { name: 'Certifications' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), 'all');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  // The page asks for the changed platforms while the status call fetches the remote: once the
  // status tells a new remote version, the changed platforms are asked again, or "Only show
  // outdated platforms" lists none beside "Update available".
  it('asks for the changed platforms again when the status tells a new remote version', async () => {
    jest.spyOn(adminApi, 'fetchPlatforms').mockResolvedValue(PLATFORMS);
    const fetchChanged = jest.spyOn(adminApi, 'fetchChangedPlatforms').mockResolvedValue([]);
    const { store } = renderWithProviders(<PlatformsPage />, { shouldRunSagas: true });
    await waitFor(() => expect(fetchChanged).toHaveBeenCalledTimes(1));
    const status = { 'is-git-repo': true, current: 'abc1234', 'from-head': 'outdated' } as const;
    act(() => {
      store.dispatch(appInfoActions.statusesLoaded({ platforms: { ...status, head: 'def5678' } }));
    });
    await waitFor(() => expect(fetchChanged).toHaveBeenCalledTimes(2));
    act(() => {
      store.dispatch(appInfoActions.statusesLoaded({ platforms: { ...status, head: 'def5678' } }));
    });
    await act(() => Promise.resolve());
    expect(fetchChanged).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  // The differential check runs in the background after a start or an update: "not checked yet"
  // must give way to its verdicts without the admin reloading the page.
  describe('while the native rules are being checked', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    // The real sagas, the list answered by a mock: each load of the list is one call.
    const renderWith = (pending: boolean) => {
      const fetchPlatforms = jest.spyOn(adminApi, 'fetchPlatforms').mockResolvedValue([
        createPlatformManifest('acs', {
          verdict: {
            serving: 'pack',
            pending,
            triedUrls: 0,
            equalUrls: 0,
            differingUrls: 0,
            tableRows: 0,
          },
        }),
      ]);
      jest.spyOn(adminApi, 'fetchChangedPlatforms').mockResolvedValue([]);
      const { unmount, user } = renderWithProviders(<PlatformsPage />, { shouldRunSagas: true });
      return { loads: () => fetchPlatforms.mock.calls.length, unmount, user };
    };

    it('loads the list again until no verdict is pending', async () => {
      const { loads, unmount } = renderWith(true);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(loads()).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(VERDICT_RECHECK_MS));
      expect(loads()).toBe(2);
      unmount();
      await act(() => jest.advanceTimersByTimeAsync(VERDICT_RECHECK_MS * 3));
      expect(loads()).toBe(2);
    });

    it('stops asking once the check failed, says why, and follows it again after "Check again"', async () => {
      const fetchStatus = jest.spyOn(platformsCatalogApi, 'fetchStatus').mockResolvedValue({
        state: 'ready',
        origin: 'default',
        verification: {
          packKey: 'git:0123456789abcdef0123456789abcdef01234567',
          reason: 'the verification thread exited with code 1',
          at: '2026-12-01T10:00:00.000Z',
        },
      });
      const requestVerify = jest
        .spyOn(platformsCatalogApi, 'requestVerify')
        .mockResolvedValue({ state: 'ready', origin: 'default' });
      const { loads, user } = renderWith(true);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(loads()).toBe(1);
      // The next round also asks the catalog state: the failure shows even without the socket.
      await act(() => jest.advanceTimersByTimeAsync(VERDICT_RECHECK_MS));
      expect(loads()).toBe(2);
      expect(fetchStatus).toHaveBeenCalled();
      const alert = await screen.findByTestId('platforms-verification-failed');
      expect(alert).toHaveAttribute('role', 'alert');
      expect(alert).toHaveTextContent('The check of the built-in rules failed');
      expect(alert).toHaveTextContent('the verification thread exited with code 1');
      expect(alert).toHaveTextContent('Meanwhile the pack serves every platform');
      // No verdict will come for this pack version: nothing is asked any more.
      await act(() => jest.advanceTimersByTimeAsync(VERDICT_RECHECK_MS * 3));
      expect(loads()).toBe(2);

      await user.click(within(alert).getByRole('button', { name: 'Check again' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(requestVerify).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('platforms-verification-failed')).toBeNull();
      fetchStatus.mockResolvedValue({ state: 'ready', origin: 'default' });
      await act(() => jest.advanceTimersByTimeAsync(VERDICT_RECHECK_MS));
      expect(loads()).toBe(3);
    });

    it('asks nothing more once every verdict is in', async () => {
      const { loads } = renderWith(false);
      await act(() => jest.advanceTimersByTimeAsync(VERDICT_RECHECK_MS * 3));
      expect(loads()).toBe(1);
    });
  });
});

describe('platforms page on a phone', () => {
  matchViewportWidth(375);

  it('folds every column under the platform name, so nothing hides to the right', async () => {
    const { store, user } = renderWithProviders(<PlatformsPage />);
    act(() => {
      store.dispatch(adminActions.platformsLoaded({ platforms: PLATFORMS, changed: ['acs'] }));
    });
    const table = await screen.findByRole('table', { name: 'Platforms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Platform']);
    const nature = within(table).getByRole('row', { name: /Nature/ });
    expect(within(nature).getAllByRole('cell')).toHaveLength(1);
    const acs = within(table).getByRole('row', { name: /American Chemical Society/ });
    expect(within(acs).getByLabelText('Update available')).toBeInTheDocument();
    await user.click(within(nature).getByRole('button', { name: '2 packages' }));
    expect(
      await screen.findByRole('dialog', { name: 'Knowledge-base packages of Nature' }),
    ).toBeVisible();
  });
});
