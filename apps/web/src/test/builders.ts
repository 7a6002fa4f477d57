import { AxiosError, AxiosHeaders } from 'axios';
import type { JobSummary, PlatformManifest, SessionUser, UserGroup } from '@sillage/shared-types';
import { authSlice } from '../features/auth/auth.slice.js';

type AuthState = ReturnType<typeof authSlice.getInitialState>;

/** A session user of the given group, as `GET /api/auth/session` returns it. */
export function createSessionUser(
  group: UserGroup = 'user',
  overrides: Partial<SessionUser> = {},
): SessionUser {
  return {
    id: `${group}-id`,
    username: `${group}@example.org`,
    group,
    notify: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    locale: 'fr',
    scope: group === 'admin' ? ['user', 'admin'] : ['user'],
    ...overrides,
  };
}

/** Auth state after the session check, signed out unless a user is given. */
export function createAuthState(overrides: Partial<AuthState> = {}): AuthState {
  return { ...authSlice.getInitialState(), isSessionChecked: true, ...overrides };
}

/** Auth state of a signed-in user of the given group. */
export function createSignedInState(
  group: UserGroup = 'user',
  extra: Partial<SessionUser> = {},
): AuthState {
  return createAuthState({ user: createSessionUser(group, extra), loggedIn: true });
}

/** A finished job as `GET /api/jobs` lists it. */
export function createJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    jobId: 'job-1',
    userId: 'user@example.org',
    status: 'completed',
    createdAt: '2026-03-04T05:06:00',
    startedAt: '2026-03-04T05:06:01',
    endedAt: '2026-03-04T05:07:00',
    attempts: 1,
    linesInput: 10,
    events: 8,
    deniedEvents: 0,
    rejectedLines: 2,
    errorCode: null,
    errorMessage: null,
    abortReason: null,
    cancelledBy: null,
    resultKept: (overrides.status ?? 'completed') === 'completed',
    ...overrides,
  };
}

/** A native platform of `GET /api/info/platforms`, with no knowledge-base package. */
export function createPlatformManifest(
  name: string,
  overrides: Partial<PlatformManifest> = {},
): PlatformManifest {
  return {
    name,
    longname: name,
    describe: name,
    domains: [`www.${name}.example`],
    source: 'native',
    'pkb-packages': [],
    ...overrides,
  };
}

/** The error axios rejects with when the server answered `status` with `data`. */
export function createHttpError(status: number, data: unknown = {}): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', String(status), { headers }, null, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data,
  });
}
