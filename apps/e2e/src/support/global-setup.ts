import { MAILBOX_FILE, SMTP_PORT } from './env.js';
import { startMailServer } from './mailbox.js';

/**
 * Runs once in the test runner before any worker starts: the SMTP server every worker's tests
 * read their mails from. Playwright calls the returned function once the run is over.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailServer(SMTP_PORT, MAILBOX_FILE);
}
