import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createAuthState, createSignedInState } from '../../test/builders.js';
import { renderWithProviders, type RenderOptions } from '../../test/render-with-providers.js';
import { appInfoSlice } from '../app-info/app-info.slice.js';
import { DrawerContent } from './drawer-content.js';

type AppInfoState = ReturnType<typeof appInfoSlice.getInitialState>;

function renderDrawer(options: RenderOptions, path = '/process') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <DrawerContent onNavigate={() => undefined} />
    </MemoryRouter>,
    options,
  );
}

/** A link that leaves the app: new tab, and the opened page gets no handle on this one. */
function expectNewTab(link: HTMLElement) {
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('DrawerContent', () => {
  it('starts with the site, blog, YouTube and mail links, each in a new tab', () => {
    renderDrawer({ preloadedState: { auth: createSignedInState('user') } });
    const site = screen.getByRole('link', { name: 'Project website' });
    const blog = screen.getByRole('link', { name: 'Project blog' });
    const videos = screen.getByRole('link', { name: 'YouTube channel' });
    const mail = screen.getByRole('link', { name: 'Write to ezteam@couperin.org' });
    expect(site).toHaveAttribute('href', 'http://www.ezpaarse.org/');
    expect(blog).toHaveAttribute('href', 'http://blog.ezpaarse.org/');
    expect(videos.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/channel\//);
    expect(mail).toHaveAttribute('href', 'mailto:ezteam@couperin.org');
    for (const link of [site, blog, videos, mail]) {
      expectNewTab(link);
    }
    // The row comes before the profile item, as in the reference drawer.
    const links = screen.getAllByRole('link');
    expect(links.indexOf(mail)).toBeLessThan(
      links.indexOf(screen.getByRole('link', { name: /^My profile/ })),
    );
  });

  it('names the external links in French too', () => {
    renderDrawer({ locale: 'fr', preloadedState: { auth: createSignedInState('user') } });
    for (const name of ['Site du projet', 'Blog du projet', 'Chaîne YouTube']) {
      expectNewTab(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Écrire à ezteam@couperin.org' })).toHaveAttribute(
      'href',
      'mailto:ezteam@couperin.org',
    );
  });

  it('opens the documentation site in a new tab', () => {
    renderDrawer({ preloadedState: { auth: createSignedInState('user') } });
    const documentation = screen.getByRole('link', { name: 'Documentation' });
    expect(documentation).toHaveAttribute('href', 'https://ezpaarse-project.github.io/ezpaarse/');
    expectNewTab(documentation);
  });

  it('links the version to the source page when the server names one, as plain text otherwise', () => {
    const appInfo: AppInfoState = {
      ...appInfoSlice.getInitialState(),
      appInfo: {
        version: '1.4.0',
        uptime: '0d 0h 0m 1s',
        demo: false,
        repositoryUrl: 'https://code.example.org/sillage',
      },
    };
    const { unmount } = renderDrawer({ preloadedState: { appInfo } });
    const version = screen.getByRole('link', { name: 'Version: 1.4.0' });
    expect(version).toHaveAttribute('href', 'https://code.example.org/sillage');
    expectNewTab(version);
    unmount();

    renderDrawer({
      preloadedState: {
        appInfo: { ...appInfo, appInfo: { ...appInfo.appInfo, repositoryUrl: undefined } },
      },
    });
    expect(screen.getByTestId('app-version')).toHaveTextContent('Version: 1.4.0');
    expect(screen.queryByRole('link', { name: 'Version: 1.4.0' })).toBeNull();
  });

  it('shows the username, the page links and sign-out to a signed-in user, no administration', () => {
    renderDrawer({ preloadedState: { auth: createSignedInState('user') } });
    const profile = screen.getByRole('link', { name: /^My profile/ });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(profile).getByText('user@example.org')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Process your logs' })).toHaveAttribute(
      'href',
      '/process',
    );
    expect(screen.getByRole('link', { name: 'Design my log format' })).toHaveAttribute(
      'href',
      '/format',
    );
    expect(screen.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      '/feedback',
    );
    expect(screen.queryByRole('button', { name: /Administration/ })).not.toBeInTheDocument();
  });

  it('says "Non connecté" and hides the page links when nobody is signed in', () => {
    renderDrawer({ locale: 'fr', preloadedState: { auth: createAuthState() } });
    expect(screen.getByRole('link', { name: 'Mon profil\u00a0: Non connecté' })).toHaveTextContent(
      'Non connecté',
    );
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Traitez vos logs' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Concevoir mon format de log' }),
    ).not.toBeInTheDocument();
  });

  it('gives admins the administration group, expanded on admin routes', () => {
    renderDrawer({ preloadedState: { auth: createSignedInState('admin') } }, '/admin/users');
    expect(screen.getByRole('button', { name: /Administration/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const [name, href] of [
      ['Platforms', '/admin/platforms'],
      ['Middlewares', '/admin/middlewares'],
      ['Updates', '/admin/updates'],
      ['Users', '/admin/users'],
      ['Processes', '/admin/jobs'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('marks the outdated repositories with an alert, and the group header when any is', () => {
    const withStatuses = (statuses: Partial<AppInfoState['statuses']>) => ({
      auth: createSignedInState('admin'),
      appInfo: { ...appInfoSlice.getInitialState(), statuses },
    });
    const alertsOn = () =>
      ['Administration', 'Platforms', 'Middlewares', 'Updates', 'Users'].filter(
        (name) =>
          within(
            screen.getByRole(name === 'Administration' ? 'button' : 'link', {
              name: new RegExp(`^${name}`),
            }),
          ).queryByLabelText('Update available') !== null,
      );

    const { unmount } = renderDrawer(
      {
        preloadedState: withStatuses({
          platforms: { 'is-git-repo': true, 'from-head': 'outdated' },
        }),
      },
      '/admin/users',
    );
    expect(alertsOn()).toEqual(['Administration', 'Platforms']);
    unmount();

    renderDrawer(
      {
        preloadedState: withStatuses({
          platforms: { 'is-git-repo': true, 'from-head': 'uptodate' },
          // A beta build (not x.y.z) behind its branch: the middlewares ship with it.
          middlewares: { 'is-git-repo': true, current: 'abc1234', 'from-head': 'outdated' },
        }),
      },
      '/admin/users',
    );
    expect(alertsOn()).toEqual(['Administration', 'Middlewares', 'Updates']);
  });
});
