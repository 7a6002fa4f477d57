import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { runUploadCommand, type UploadOptions } from './upload.command.js';

/** Runs the command with captured outputs; nothing here reaches a server. */
async function run(files: string[], options: Partial<UploadOptions>) {
  let stderr = '';
  const stdout = new PassThrough();
  const code = await runUploadCommand(
    files,
    { server: 'http://127.0.0.1:9', header: [], ...options },
    {
      stdin: Readable.from([]),
      stdout,
      stderr: { write: (text: string) => (stderr += text) },
    },
  );
  return { code, stderr };
}

describe('sillage upload: what is refused before anything is sent', () => {
  it.each([
    [
      [],
      { server: 'ftp://example.org' },
      1,
      '--server "ftp://example.org": only http:// and https:// servers are reached',
    ],
    [[], { server: 'not a url' }, 1, '--server "not a url": not a URL (http://host:port)'],
    [['/no/such.log'], {}, 2, 'cannot read /no/such.log: no such file'],
    [['-', 'a.log'], {}, 2, '- (standard input) is uploaded alone'],
    [[], { header: ['Accept'] }, 1, '--header "Accept": expected "Name: value"'],
    [
      [],
      { user: 'me@example.org' },
      1,
      '--user: give its password in SILLAGE_PASSWORD (never on the command line)',
    ],
  ] satisfies [string[], Partial<UploadOptions>, number, string][])(
    '%j %j: exit %d',
    async (files, options, code, message) => {
      expect(await run(files, options)).toEqual({ code, stderr: `sillage: ${message}\n` });
    },
  );

  it('says which server it could not reach', async () => {
    const { code, stderr } = await run([], {});
    expect(code).toBe(1);
    expect(stderr).toMatch(/^sillage: cannot reach http:\/\/127\.0\.0\.1:9: connect ECONNREFUSED/);
  });
});

describe('sillage upload: refused outputs and headers', () => {
  it.each([
    [
      (dir: string) => ({ files: [`${dir}/a.log`], options: { output: `${dir}/a.log` } }),
      (dir: string) =>
        `--output ${dir}/a.log: it is also the input ${dir}/a.log; choose another file`,
    ],
    [
      (dir: string) => ({
        files: [`${dir}/a.log`],
        options: { output: `${dir}/same`, report: `${dir}/same` },
      }),
      (dir: string) => `--report ${dir}/same: it is also the --output file; choose another file`,
    ],
    [
      (dir: string) => ({ files: [`${dir}/a.log`], options: { report: '-' } }),
      () => '--report -: the report is written to a file (-o - takes the result)',
    ],
    [
      (dir: string) => ({ files: [`${dir}/a.log`], options: { header: ['Bad Name: x'] } }),
      () => '-H "Bad Name": not a header name (letters, digits and -)',
    ],
    [
      (dir: string) => ({ files: [`${dir}/a.log`], options: { header: ['Crypting-Salt: sel€'] } }),
      () =>
        '-H "Crypting-Salt": its value holds a control character or one beyond Latin-1, which an HTTP header cannot carry',
    ],
    [
      (dir: string) => ({
        files: [`${dir}/a.log`],
        options: { header: ['Accept: text/csv\u0007'] },
      }),
      () =>
        '-H "Accept": its value holds a control character or one beyond Latin-1, which an HTTP header cannot carry',
    ],
  ])('refuses case %#, before anything is sent', async (given, message) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-upload-'));
    writeFileSync(path.join(dir, 'a.log'), 'a line\n');
    const { files, options } = given(dir);
    expect(await run(files, options)).toEqual({ code: 1, stderr: `sillage: ${message(dir)}\n` });
    expect(readFileSync(path.join(dir, 'a.log'), 'utf8')).toBe('a line\n');
  });
});

/**
 * A server that speaks the job protocol as Sillage's does (`PUT /{id}` answered with keep-alive
 * dots and a `Job-Status` trailer, then `GET /{id}` and `GET /{id}/job-report.json`), recording
 * what each PUT said of its body. `cutResult` ends the result midway, as a dropped connection.
 */
async function startJobServer(
  options: {
    cutResult?: boolean;
    refuse?: boolean;
    /** Answer as ezPAARSE does: no Job-Status, the outcome in this job report only. */
    ezpaarseReport?: Record<string, unknown>;
  } = {},
) {
  const received: { contentType?: string; contentEncoding?: string; body: string }[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'PUT' && options.refuse === true) {
      request.resume();
      response.writeHead(400, {
        'Content-Type': 'application/json',
        'ezPAARSE-Status': '4028',
        'ezPAARSE-Status-Message': 'A header has an invalid value.',
      });
      response.end(
        JSON.stringify({
          code: 4028,
          message: 'A header has an invalid value.',
          detail: 'Traces-Level "loud" is not a level: use error, warn, info, verbose or silly.',
        }),
      );
      return;
    }
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          ...(request.headers['content-type'] === undefined
            ? {}
            : { contentType: request.headers['content-type'] }),
          ...(request.headers['content-encoding'] === undefined
            ? {}
            : { contentEncoding: request.headers['content-encoding'] }),
          body: Buffer.concat(chunks).toString('latin1'),
        });
        if (options.ezpaarseReport !== undefined) {
          response.writeHead(200, { 'Content-Type': 'text/plain' });
          response.end('..');
          return;
        }
        response.writeHead(200, { 'Content-Type': 'text/plain', Trailer: 'Job-Status' });
        response.write('.');
        response.addTrailers({ 'Job-Status': 'completed' });
        response.end();
      });
      return;
    }
    if (request.url?.endsWith('/job-report.json') === true) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ general: options.ezpaarseReport ?? { 'Job-Done': true } }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': '1000' });
    response.write('datetime;login\n2012-11-30T00:00:00Z;x\n');
    if (options.cutResult === true) {
      // Once the head and the first rows are out, the connection drops.
      setTimeout(() => response.socket?.destroy(), 50);
    } else {
      response.end(' '.repeat(1000 - 37));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('sillage upload against a server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sillage-upload-'));
  const file = (name: string, content: string | Buffer = 'a;b\n') => {
    const target = path.join(dir, name);
    writeFileSync(target, content);
    return target;
  };

  it('sends a .csv file as CSV, keeps the Content-Type -H gives, and names a .br compression', async () => {
    const server = await startJobServer();
    try {
      const quiet = { server: server.url, quiet: true, output: path.join(dir, 'out.csv') };
      expect((await run([file('events.csv')], quiet)).code).toBe(0);
      expect(
        (await run([file('events.txt')], { ...quiet, header: ['Content-Type: text/csv'] })).code,
      ).toBe(0);
      expect((await run([file('access.log.br', Buffer.from([0x1b]))], quiet)).code).toBe(0);
      expect(
        server.received.map(({ contentType, contentEncoding }) => [contentType, contentEncoding]),
      ).toEqual([
        ['text/csv', undefined],
        ['text/csv', undefined],
        ['application/octet-stream', 'br'],
      ]);
    } finally {
      await server.close();
    }
  });

  it('writes the result to standard output for -o -', async () => {
    const server = await startJobServer();
    try {
      let stderr = '';
      const stdout = new PassThrough();
      const chunks: Buffer[] = [];
      stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      const code = await runUploadCommand(
        [file('access.log')],
        { server: server.url, header: [], output: '-', quiet: true },
        { stdin: Readable.from([]), stdout, stderr: { write: (text: string) => (stderr += text) } },
      );
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(Buffer.concat(chunks).toString('utf8')).toMatch(/^datetime;login\n/);
      expect(existsSync(path.join(process.cwd(), '-'))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('leaves no short result when the download is cut, and says so in one line', async () => {
    const server = await startJobServer({ cutResult: true });
    try {
      const output = path.join(dir, 'cut.csv');
      const { code, stderr } = await run([file('access.log')], {
        server: server.url,
        output,
        quiet: true,
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(new RegExp(`^sillage: the result not written to ${output}: .+\\n$`));
      // Neither the result nor its file aside (`cut.csv.<random>.partial`).
      expect(readdirSync(dir).filter((name) => name.startsWith('cut.csv'))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('reads the outcome from the job report of a server that sends no Job-Status (ezPAARSE)', async () => {
    const done = await startJobServer({ ezpaarseReport: { 'Job-Done': true } });
    const failed = await startJobServer({
      ezpaarseReport: {
        'Job-Done': true,
        status: 4003,
        'status-message': 'Line format was not recognized',
      },
    });
    const unfinished = await startJobServer({ ezpaarseReport: { 'Job-Done': false } });
    try {
      const output = path.join(dir, 'from-ezpaarse.csv');
      expect(await run([file('access.log')], { server: done.url, output, quiet: true })).toEqual({
        code: 0,
        stderr: '',
      });
      expect(readFileSync(output, 'utf8')).toMatch(/^datetime;login\n/);
      expect(await run([file('access.log')], { server: failed.url, quiet: true })).toEqual({
        code: 1,
        stderr: 'sillage: error 4003: Line format was not recognized\n',
      });
      const cut = await run([file('access.log')], { server: unfinished.url, quiet: true });
      expect(cut.code).toBe(1);
      expect(cut.stderr).toMatch(
        /^sillage: the job did not finish \(its report says Job-Done: false\)/,
      );
    } finally {
      await Promise.all([done.close(), failed.close(), unfinished.close()]);
    }
  });

  it("says why the server refused the job, in the server's own explanation", async () => {
    const server = await startJobServer({ refuse: true });
    try {
      expect(await run([file('access.log')], { server: server.url, quiet: true })).toEqual({
        code: 1,
        stderr:
          'sillage: error 4028: Traces-Level "loud" is not a level: use error, warn, info, verbose or silly.\n',
      });
    } finally {
      await server.close();
    }
  });
});
