import { request as playwrightRequest, expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL, FIRST_ADMIN } from './env.js';

export interface Account {
  email: string;
  password: string;
  group: 'admin' | 'user';
}

let sequence = 0;

/** A fresh, unique e-mail address, so specs never share an account. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@sillage.test`;
}

/** Signs `api` in; the cookie lands in its jar (a page's `request` shares the page's cookies). */
export async function signInThroughApi(
  api: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
) {
  const response = await api.post('/api/auth/login', {
    data: { userid: account.email, password: account.password, remember: false },
  });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
}

/**
 * An API client signed in as the first administrator. The first-admin spec creates that account
 * through the UI; when a spec runs on its own against an empty database, it is created here.
 */
export async function firstAdminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const count = (await (await api.get('/api/admin/usersnumber')).json()) as unknown;
  if (count === 0) {
    const response = await api.post('/api/admin/register', {
      data: {
        userid: FIRST_ADMIN.email,
        password: FIRST_ADMIN.password,
        confirm: FIRST_ADMIN.password,
      },
    });
    expect(response.status()).toBe(201);
  } else {
    await signInThroughApi(api, FIRST_ADMIN);
  }
  return api;
}

/** Creates an account through the admin API. */
export async function createAccount(
  group: Account['group'],
  prefix: string = group,
): Promise<Account> {
  const account: Account = { email: uniqueEmail(prefix), password: 'E2e-password-42', group };
  const admin = await firstAdminApi();
  try {
    const response = await admin.post('/api/admin/users', {
      data: { userid: account.email, password: account.password, group },
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
  return account;
}
