import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Port of the server the suite starts (playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Port of the specs' SMTP server; the server under test gets it as SMTP_URL. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 15);
/**
 * File the run's SMTP server appends each received mail to (playwright.config.ts chooses it once,
 * in the runner, and the workers inherit it).
 */
export const MAILBOX_FILE = process.env.E2E_MAILBOX_FILE ?? '';
/** Port of the fake ezMESURE a spec starts; the server under test knows it as an instance. */
export const EZMESURE_PORT = Number(process.env.E2E_EZMESURE_PORT ?? E2E_PORT + 25);
/** Address the server under test sends feedback to (SILLAGE_FEEDBACK_RECIPIENTS). */
export const FEEDBACK_RECIPIENT = 'team@sillage.test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../../..');
/** The shared acceptance logs, read in place beside the checkout (never copied into the repo). */
export const ACCEPTANCE_LOGS = path.resolve(REPO_ROOT, '../shared/acceptance/logs');
/** Screenshots of the main pages, kept as CI artefacts (gitignored). */
export const SCREENSHOTS_DIR = path.resolve(here, '../../screenshots');

/** The account the first-admin spec creates through the sign-up form. */
export const FIRST_ADMIN = {
  email: 'first.admin@sillage.test',
  password: 'First-admin-pass-1',
} as const;
