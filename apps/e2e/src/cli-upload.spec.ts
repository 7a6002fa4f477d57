import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccount } from './support/accounts.js';
import { BASE_URL, REPO_ROOT } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { acceptanceLog } from './support/process.js';

const SILLAGE = path.join(REPO_ROOT, 'apps/cli/bin/sillage.mjs');

/** Runs `sillage upload …` against the server under test; its exit status and both outputs. */
function upload(args: string[], password: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [SILLAGE, 'upload', '--server', BASE_URL, ...args],
      { env: { ...process.env, SILLAGE_PASSWORD: password }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr });
      },
    );
  });
}

test.describe('sillage upload (the command line against this server)', () => {
  test("sends logs as one job of the user's, then writes its result and report", async ({
    page,
  }) => {
    const account = await createAccount('user', 'cli');
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-upload-'));
    const report = path.join(dir, 'report.json');
    const run = await upload(
      [
        '--user',
        account.email,
        '-H',
        'Crossref-Enrich: false',
        '--report',
        report,
        acceptanceLog('edp.2013-01-23.log'),
        acceptanceLog('cairn.2013-03-12.log.gz'),
      ],
      account.password,
    );
    expect(run.stderr).toMatch(/^sillage: job ([0-9a-f-]{36}) done, report at http:\S+\n$/);
    expect(run.code).toBe(0);
    const jobId = /job ([0-9a-f-]{36})/.exec(run.stderr)?.[1] ?? '';
    const rows = run.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^datetime;date;login;platform;/);
    const written = JSON.parse(readFileSync(report, 'utf8')) as {
      general: Record<string, unknown>;
    };
    expect(written.general['Job-ID']).toBe(jobId);
    expect(written.general['nb-ecs']).toBe(rows.length - 1);
    // Both files made that one job, listed as the user's own.
    await page.request.post('/api/auth/login', {
      data: { userid: account.email, password: account.password, remember: false },
    });
    const mine = (await (await page.request.get('/api/jobs/mine')).json()) as {
      jobs: { jobId: string; files: string[] }[];
    };
    expect(mine.jobs.find((job) => job.jobId === jobId)?.files.sort()).toEqual([
      'cairn.2013-03-12.log.gz',
      'edp.2013-01-23.log',
    ]);
  });

  test('a refused setting or sign-in ends with its status on one line, exit 1', async () => {
    const account = await createAccount('user', 'cli-refused');
    const log = acceptanceLog('edp.2013-01-23.log');
    const refused = await upload(
      ['--user', account.email, '-H', 'Accept: text/html', log],
      account.password,
    );
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      // The server's explanation of this case, which names the header.
      stderr: 'sillage: error 4006: Accept: no supported output format in "text/html".\n',
    });
    // A job that starts and then fails says why, as the server's report does.
    const notes = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-upload-')), 'notes.txt');
    writeFileSync(notes, 'Not a log: notes about the proxy.\n');
    const failed = await upload(['--user', account.email, notes], account.password);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toMatch(/^sillage: error 4003: .+\n$/);
    const wrong = await upload(['--user', account.email, log], 'not-the-password');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(
      /^sillage: error 401: .+ \(check --user and SILLAGE_PASSWORD\)\n$/,
    );
  });
});
