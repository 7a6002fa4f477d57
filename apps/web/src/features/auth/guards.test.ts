import type { SessionUser } from '@sillage/shared-types';
import { createSessionUser } from '../../test/builders.js';
import { hasScope, runRouteGuards, type GuardContext, type RouteMeta } from './guards.js';
import { isSafeRedirectPath } from './safe-redirect.js';

const USER = createSessionUser('user');
const ADMIN = createSessionUser('admin');

function createContext(overrides: Partial<GuardContext> & { meta: RouteMeta }): GuardContext {
  return {
    loggedIn: false,
    user: null,
    currentPath: '/process',
    rememberedPath: undefined,
    hasSignedOut: false,
    ...overrides,
  };
}

describe('isSafeRedirectPath', () => {
  it.each([
    '/process',
    '/report/4b0e7a5c-8f1d-4c2e-9d3a-1b2c3d4e5f60',
    '/admin/users?page=2&sort=name',
    '/report/abc#traces',
    '/a@b-c%20d_e~f/',
    '/',
  ])('accepts %s', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
  });

  it.each([
    'https://evil.example/phish',
    '//evil/path',
    'process',
    '/report/a.b',
    '/javascript:alert(1)',
    '/a b',
    '/a\\b',
    '',
    undefined,
    42,
  ])('refuses %j', (path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
  });
});

describe('runRouteGuards', () => {
  it('sends a visitor on a protected page to login and remembers the page', () => {
    expect(
      runRouteGuards(createContext({ meta: { auth: 'required' }, currentPath: '/report/x?a=1' })),
    ).toEqual({
      kind: 'redirect',
      to: '/',
      rememberPath: '/report/x?a=1',
    });
  });

  it('does not remember the page left by an explicit sign-out', () => {
    expect(
      runRouteGuards(createContext({ meta: { auth: 'required' }, hasSignedOut: true })),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a signed-in user away from the login page to /process', () => {
    expect(
      runRouteGuards(createContext({ meta: { auth: 'guest' }, loggedIn: true, user: USER })),
    ).toEqual({
      kind: 'redirect',
      to: '/process',
    });
  });

  it('restores a safe remembered path after login', () => {
    expect(
      runRouteGuards(
        createContext({
          meta: { auth: 'guest' },
          loggedIn: true,
          user: USER,
          rememberedPath: '/report/abc#t',
        }),
      ),
    ).toEqual({ kind: 'redirect', to: '/report/abc#t' });
  });

  it.each(['//evil.example', 'https://evil.example', '/x.y', '/'])(
    'ignores the unsafe or pointless remembered path %s',
    (rememberedPath) => {
      expect(
        runRouteGuards(
          createContext({ meta: { auth: 'guest' }, loggedIn: true, user: USER, rememberedPath }),
        ),
      ).toEqual({ kind: 'redirect', to: '/process' });
    },
  );

  it('lets visitors see guest pages and everybody see opted-out pages', () => {
    expect(runRouteGuards(createContext({ meta: { auth: 'guest' } }))).toEqual({ kind: 'allow' });
    expect(runRouteGuards(createContext({ meta: { auth: 'none' } }))).toEqual({ kind: 'allow' });
    expect(
      runRouteGuards(createContext({ meta: { auth: 'none' }, loggedIn: true, user: USER })),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('sends a non-admin away from admin pages to /process', () => {
    const meta: RouteMeta = { auth: 'required', isAdminOnly: true };
    expect(runRouteGuards(createContext({ meta, loggedIn: true, user: USER }))).toEqual({
      kind: 'redirect',
      to: '/process',
    });
    expect(runRouteGuards(createContext({ meta, loggedIn: true, user: ADMIN }))).toEqual({
      kind: 'allow',
    });
  });

  it('asks a visitor on an admin page to log in first', () => {
    expect(
      runRouteGuards(
        createContext({
          meta: { auth: 'required', isAdminOnly: true },
          currentPath: '/admin/users',
        }),
      ),
    ).toEqual({ kind: 'redirect', to: '/', rememberPath: '/admin/users' });
  });
});

describe('hasScope', () => {
  const withScope = (scope: unknown, group: 'admin' | 'user' = 'user') =>
    ({ ...createSessionUser(group), scope }) as SessionUser;
  it.each([
    [withScope(['user', 'admin']), true],
    [withScope(['user']), false],
    [withScope({ admin: true }), true],
    [withScope({ admin: false }), false],
    [withScope(undefined, 'admin'), true],
    [withScope(undefined, 'user'), false],
    [null, false],
  ] as [SessionUser | null, boolean][])('checks %j', (user, expected) => {
    expect(hasScope(user, 'admin')).toBe(expected);
  });
});
