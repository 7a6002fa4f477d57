import { act, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoApi } from '../app-info/app-info.api.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { adminApi } from './admin.api.js';
import { RepositoryStatus } from './repository-status.js';

const FROM = '0123456789abcdef0123456789abcdef01234567';
const TO = 'fedcba9876543210fedcba9876543210fedcba98';

function conflict(message: string) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', '409', { headers }, null, {
    status: 409,
    statusText: '',
    headers,
    config: { headers },
    data: { statusCode: 409, message },
  });
}

/** The platforms status, outdated, with the real sagas (the api answered by mocks). */
function renderOutdated(locale: 'en' | 'fr' = 'en') {
  const outdated = { 'is-git-repo': true, current: 'v1', 'from-head': 'outdated' as const };
  jest.spyOn(appInfoApi, 'fetchRepositoryStatus').mockResolvedValue(outdated);
  jest.spyOn(adminApi, 'fetchPlatforms').mockResolvedValue([]);
  jest.spyOn(adminApi, 'fetchChangedPlatforms').mockResolvedValue([]);
  const view = renderWithProviders(<RepositoryStatus repository="platforms" />, {
    locale,
    shouldRunSagas: true,
  });
  act(() => {
    view.store.dispatch(appInfoActions.statusesLoaded({ platforms: outdated }));
  });
  return view;
}

// After an update the chip alone turned green: the admin learns what changed, or why nothing did.
describe('the outcome of an admin update of a pack', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says which version replaced which, with their days, as a status', async () => {
    jest.spyOn(adminApi, 'updateRepository').mockResolvedValue({
      'is-git-repo': true,
      current: 'v2',
      from: FROM,
      to: TO,
      'from-date': '2026-11-02',
      'to-date': '2026-11-30',
    });
    const { user } = renderOutdated();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(
      'Update done: version 0123456 (2026 Nov 02) replaced by fedcba9 (2026 Nov 30).',
    );
  });

  it('says in French when there was nothing to take', async () => {
    jest
      .spyOn(adminApi, 'updateRepository')
      .mockResolvedValue({ 'is-git-repo': true, from: TO, to: TO });
    const { user } = renderOutdated('fr');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Rien à mettre à jour : la version fedcba9 était déjà la plus récente.',
    );
  });

  it('gives the reason of a refused version as an alert, kept on the page', async () => {
    jest
      .spyOn(adminApi, 'updateRepository')
      .mockRejectedValue(conflict('updateRefused: demo/parser.js: boom'));
    const { user } = renderOutdated();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new version was refused; the current one stays in use. Reason: demo/parser.js: boom',
    );
  });
});
