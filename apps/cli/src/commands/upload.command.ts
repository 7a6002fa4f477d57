import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import http, { validateHeaderValue, type IncomingMessage } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { compressionOfFileName } from '@sillage/log-parser';
import { Option, type Command } from 'commander';
import { CliError, exitOnCliError } from '../cli-error.js';
import { readUploadEnv } from '../config.js';
import { unreadableFileProblem, unwritableFileProblem } from '../path-checks.js';
import { discardAllAsideFilesSync, openAsideFile, type AsideFile } from './aside-file.js';
import { interruptedExitCode, STOP_SIGNALS } from './interrupts.js';
import { declaredInput, STDIN_NAME } from './process-inputs.js';
import { checkDistinctFiles, collect, parseHeaderOptions } from './process-options.js';

/** A header name as HTTP allows it (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export interface UploadOptions {
  server: string;
  user?: string;
  password?: string;
  header: string[];
  output?: string;
  report?: string;
  quiet?: boolean;
}

export interface UploadIo {
  stdin: Readable;
  stdout: Writable;
  stderr: { write: (text: string) => unknown };
}

/** The server's root as a URL, checked: http(s) only, no path beyond a base one. */
function serverUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`--server "${text}": not a URL (http://host:port)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`--server "${text}": only http:// and https:// servers are reached`);
  }
  return url;
}

/** `path` under the server's root, whatever its trailing slash. */
function under(server: URL, relative: string): URL {
  return new URL(relative, server.href.endsWith('/') ? server.href : `${server.href}/`);
}

/** One request; resolves with the answer once its head has come, its body still to read. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: Readable,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method, headers }, resolve);
    request.on('error', (error) => {
      reject(new CliError(`cannot reach ${url.origin}: ${error.message}`, { cause: error }));
    });
    if (body === undefined) {
      request.end();
    } else {
      body.on('error', (error) => request.destroy(error));
      body.pipe(request);
    }
  });
}

async function textOf(answer: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The message of an API error body (`{ message, detail }`), if it is one. */
function messageOfBody(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; detail?: unknown };
    const text = parsed.detail ?? parsed.message;
    return typeof text === 'string' && text !== '' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A refused or failed job as one line: its ezPAARSE status, and the server's explanation of this
 * case (the error body's `detail`, which names the header or value) before the code's general
 * wording (`ezPAARSE-Status-Message`); else the HTTP status and the message of its error body.
 */
function failureOf(
  status: number,
  fields: Record<string, string | string[] | undefined>,
  body = '',
): CliError {
  const code = fields['ezpaarse-status'];
  const message = fields['ezpaarse-status-message'];
  const text =
    messageOfBody(body) ??
    (typeof message === 'string' && message !== '' ? message : `HTTP ${String(status)}`);
  // The server's words for a refused sign-in are an id (badCredentials): say what to change.
  const hint = status === 401 ? ' (check --user and SILLAGE_PASSWORD)' : '';
  return new CliError(`error ${typeof code === 'string' ? code : String(status)}: ${text}${hint}`);
}

/** What a file's name says of its content: `text/csv` for a CSV input (`.csv`, `.csv.gz`). */
function typeOfName(file: string): string {
  return /\.csv(?:\.gz)?$/i.test(file) ? 'text/csv' : 'application/octet-stream';
}

/**
 * The body of the upload, as `sillage process` reads the same files: one input as it is (the
 * server tells gzip by its bytes), typed by `-H Content-Type` or its name (`.csv`), its `.br` or
 * `.zz` compression named; several as the multipart form the web app sends, one part per file
 * typed alike: one job.
 */
function bodyOf(
  files: readonly string[],
  stdin: Readable,
  declared: { contentType?: string; contentEncoding?: string },
): { body: Readable; headers: Record<string, string> } {
  if (files.length <= 1) {
    const file = files[0] ?? STDIN_NAME;
    const isStdin = file === STDIN_NAME;
    const encoding =
      declared.contentEncoding ?? (isStdin ? undefined : compressionOfFileName(file));
    return {
      body: isStdin ? stdin : createReadStream(file),
      headers: {
        'Content-Type':
          declared.contentType ?? (isStdin ? 'application/octet-stream' : typeOfName(file)),
        ...(encoding === undefined ? {} : { 'Content-Encoding': encoding }),
      },
    };
  }
  const boundary = `sillage-${randomUUID()}`;
  const body = new PassThrough();
  void (async () => {
    for (const file of files) {
      const name = path.basename(file).replace(/["\r\n]/g, '_');
      body.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
          `Content-Type: ${declared.contentType ?? typeOfName(file)}\r\n\r\n`,
      );
      await pipeline(createReadStream(file), body, { end: false });
      body.write('\r\n');
    }
    body.end(`--${boundary}--\r\n`);
  })().catch((error: unknown) => body.destroy(error as Error));
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Reads a finished job's outcome from its report, for a server that sends no `Job-Status`
 * (ezPAARSE): `general.status` and `status-message` on failure, `Job-Done` once it ended.
 */
async function checkReportOutcome(url: URL, auth: Record<string, string>): Promise<void> {
  const answer = await send(url, 'GET', auth);
  const body = await textOf(answer);
  if (answer.statusCode !== 200) {
    throw failureOf(answer.statusCode ?? 0, answer.headers, body);
  }
  let general: Record<string, unknown> | undefined;
  try {
    general = (JSON.parse(body) as { general?: Record<string, unknown> }).general;
  } catch {
    // Said below: no report to read an outcome from.
  }
  if (general === undefined) {
    throw new CliError(
      `the server gave no job status, and its job report is not one (${url.href})`,
    );
  }
  const { status, 'status-message': message } = general;
  if (typeof status === 'number' || (typeof status === 'string' && status !== '')) {
    throw failureOf(200, {
      'ezpaarse-status': String(status),
      ...(typeof message === 'string' ? { 'ezpaarse-status-message': message } : {}),
    });
  }
  if (general['Job-Done'] !== true) {
    throw new CliError(`the job did not finish (its report says Job-Done: false): ${url.href}`);
  }
}

/**
 * Writes a download to `file` aside (see openAsideFile), renamed once whole: a cut connection or
 * a Ctrl-C leaves no short result under the name a script reads. A connection lost midway is one
 * `sillage:` line, not a stack.
 */
async function download(answer: IncomingMessage, file: string, what: string): Promise<void> {
  let aside: AsideFile | undefined;
  try {
    aside = openAsideFile(file);
    await pipeline(answer, createWriteStream('', { fd: aside.fd }));
    if (!answer.complete) {
      throw new Error('the connection closed before the end');
    }
    await aside.keep();
  } catch (error) {
    await aside?.discard();
    throw new CliError(`${what} not written to ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * `sillage upload`: sends logs to a Sillage (or ezPAARSE) server as one job, `PUT /{id}` with the
 * settings as headers, waits for its end, then writes its result (and report) where asked.
 */
export async function runUploadCommand(
  files: readonly string[],
  options: UploadOptions,
  io: UploadIo,
): Promise<number> {
  return exitOnCliError(
    async () => {
      const server = serverUrl(options.server);
      const settings = parseHeaderOptions(options.header);
      const badName = Object.keys(settings).find((name) => !HEADER_NAME.test(name));
      if (badName !== undefined) {
        throw new CliError(`-H "${badName}": not a header name (letters, digits and -)`);
      }
      for (const [name, value] of Object.entries(settings)) {
        try {
          validateHeaderValue(name, value);
        } catch {
          // Sent as is, Node's HTTP client would throw with a stack (a `€`, a line break).
          throw new CliError(
            `-H "${name}": its value holds a control character or one beyond Latin-1, which an HTTP header cannot carry`,
          );
        }
      }
      if (files.filter((file) => file === STDIN_NAME).length > 0 && files.length > 1) {
        throw new CliError(`${STDIN_NAME} (standard input) is uploaded alone`, { exitCode: 2 });
      }
      for (const file of files.filter((name) => name !== STDIN_NAME)) {
        const problem = unreadableFileProblem(file);
        if (problem !== undefined) {
          throw new CliError(`cannot read ${file}: ${problem}`, { exitCode: 2 });
        }
      }
      // `-o -` is standard output, as for `sillage process`; the report goes to a file only.
      const output = options.output === STDIN_NAME ? undefined : options.output;
      if (options.report === STDIN_NAME) {
        throw new CliError('--report -: the report is written to a file (-o - takes the result)');
      }
      const written = [
        ['--output', output],
        ['--report', options.report],
      ] as [string, string | undefined][];
      for (const [option, target] of written) {
        const problem = target === undefined ? undefined : unwritableFileProblem(target);
        if (problem !== undefined) {
          throw new CliError(`${option} ${target ?? ''}: ${problem}`);
        }
      }
      checkDistinctFiles(files, written);
      if (options.user !== undefined && options.password === undefined) {
        throw new CliError(
          '--user: give its password in SILLAGE_PASSWORD (never on the command line)',
        );
      }
      const auth: Record<string, string> =
        options.user === undefined
          ? {}
          : {
              Authorization: `Basic ${Buffer.from(`${options.user}:${options.password ?? ''}`).toString('base64')}`,
            };

      const jobId = randomUUID();
      const declared = declaredInput(settings);
      const { body, headers } = bodyOf(files, io.stdin, declared);
      // The body's own headers replace what -H said of it (a multipart form has its boundary).
      const jobSettings = Object.fromEntries(
        Object.entries(settings).filter(
          ([name]) => !['content-type', 'content-encoding'].includes(name.toLowerCase()),
        ),
      );
      const answer = await send(
        under(server, jobId),
        'PUT',
        { ...jobSettings, ...auth, ...headers },
        body,
      );
      if (answer.statusCode !== 200) {
        throw failureOf(answer.statusCode ?? 0, answer.headers, await textOf(answer));
      }
      // Keep-alive dots until the job ends; its final status comes as trailers (or headers).
      await textOf(answer);
      const status = answer.trailers['job-status'] ?? answer.headers['job-status'];
      if (status === undefined) {
        // An ezPAARSE server says nothing of the outcome on the PUT: its job report does.
        await checkReportOutcome(under(server, `${jobId}/job-report.json`), auth);
      } else if (status !== 'completed') {
        throw failureOf(answer.statusCode, { ...answer.headers, ...answer.trailers });
      }

      const result = await send(under(server, jobId), 'GET', auth);
      if (result.statusCode !== 200) {
        throw failureOf(result.statusCode ?? 0, result.headers, await textOf(result));
      }
      if (output === undefined) {
        await pipeline(result, io.stdout, { end: false });
      } else {
        await download(result, output, 'the result');
      }
      if (options.report !== undefined) {
        const report = await send(under(server, `${jobId}/job-report.json`), 'GET', auth);
        if (report.statusCode !== 200) {
          throw failureOf(report.statusCode ?? 0, report.headers, await textOf(report));
        }
        await download(report, options.report, 'the report');
      }
      if (options.quiet !== true) {
        const reportUrl = answer.headers['job-report'];
        io.stderr.write(
          `sillage: job ${jobId} done${typeof reportUrl === 'string' ? `, report at ${reportUrl}` : ''}\n`,
        );
      }
      return 0;
    },
    (text) => io.stderr.write(text),
  );
}

/** Registers `sillage upload [files...]`. */
export function registerUploadCommand(program: Command): Command {
  const env = readUploadEnv();
  program
    .command('upload')
    .description(
      'Send logs to a Sillage server as one job (PUT /{id}, settings as -H headers), wait for it, and write its result.',
    )
    .argument('[files...]', 'log files (plain, gzip…); none or - reads standard input')
    .addOption(
      new Option('--server <url>', 'the server').default(
        env.server ?? 'http://localhost:3000',
        '$SILLAGE_SERVER, else http://localhost:3000',
      ),
    )
    // $SILLAGE_USER is applied in the action: a commander default would print the address too.
    .option(
      '--user <email>',
      'account to sign in with (default: $SILLAGE_USER); its password comes from $SILLAGE_PASSWORD',
    )
    .option('-H, --header <header>', 'a job setting, "Name: value" (repeatable)', collect, [])
    .option('-o, --output <file>', 'write the result there (default, and -: standard output)')
    .option('--report <file>', 'write the job report (job-report.json) there')
    .option('-q, --quiet', 'no line on standard error once the job is done')
    .action(async (files: string[], flags: Omit<UploadOptions, 'password'>) => {
      // Ctrl-C while the result downloads: its file aside is removed, not left to pile up.
      for (const signal of STOP_SIGNALS) {
        process.once(signal, () => {
          discardAllAsideFilesSync();
          process.stderr.write('sillage: interrupted: no result written\n');
          process.exit(interruptedExitCode(signal));
        });
      }
      process.exitCode = await runUploadCommand(
        files,
        {
          ...flags,
          ...(flags.user === undefined && env.user !== undefined ? { user: env.user } : {}),
          ...(env.password === undefined ? {} : { password: env.password }),
        },
        { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
      );
    });
  return program;
}
