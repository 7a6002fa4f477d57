import type { Command } from 'commander';
import {
  analyzeLogLine,
  compileLogFormat,
  findLogFormatHeader,
  firstLogLine,
  LogFormatError,
} from '@sillage/log-parser';
import { describeLogFormatSizeProblem, type FormatAnalysis } from '@sillage/shared-types';
import { describeUnknownHeaders } from './unknown-headers.js';

/** Where `format check` reads a line from when `--line` is absent (injected by tests). */
export interface FormatCommandIo {
  stdin?: AsyncIterable<Buffer | string> & { destroy?: () => void };
}

interface CheckOptions {
  line?: string;
  header: string[];
  json?: boolean;
}

const SUPPORTED_HEADERS = /^(log-format-(ezproxy|apache|squid)|date-format)$/i;

/**
 * The first line of a stream that holds something, as `sillage process` reads it (a byte-order
 * mark and blank lines before it skipped), read no further: `sillage format check < huge.log`
 * (or a `tail -f`) must not wait for, or hold, the whole log.
 */
export async function readFirstLine(
  stream: AsyncIterable<Buffer | string> & { destroy?: () => void },
): Promise<string> {
  let pending = Buffer.alloc(0);
  for await (const chunk of stream) {
    pending = Buffer.concat([pending, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
    let end = pending.indexOf(0x0a);
    while (end !== -1) {
      const line = lineText(pending.subarray(0, end));
      if (line.trim() !== '') {
        // Leaving the loop closes a stream; an iterable that is not one is just left.
        stream.destroy?.();
        return line;
      }
      pending = pending.subarray(end + 1);
      end = pending.indexOf(0x0a);
    }
  }
  return lineText(pending);
}

/** A line's text: UTF-8 without its byte-order mark or carriage return. */
function lineText(bytes: Buffer): string {
  return bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r$/, '');
}

function collectHeader(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function parseHeaders(command: Command, values: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const value of values) {
    const colon = value.indexOf(':');
    const name = colon === -1 ? '' : value.slice(0, colon).trim();
    if (!SUPPORTED_HEADERS.test(name)) {
      // A misspelt header is named as `sillage process` names it, with the nearest known one.
      const [unknown] = name === '' ? [] : describeUnknownHeaders([name]);
      command.error(
        `error: ${unknown === undefined ? '' : `${unknown}: `}header "${value}" is not supported; use "Log-Format-ezproxy|apache|squid: <format>" or "Date-Format: <format>"`,
      );
    }
    headers[name] = value.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The analysis error, preceded by the `-H` header it came from when the log format is at fault
 * (`-H Log-Format-squid: Unterminated "%{"…`): the format's own error does not say which of the
 * Log-Format headers it read. A Date-Format error already names its header.
 */
function nameHeaderAtFault(
  error: string,
  headers: Record<string, string>,
  logFormat: ReturnType<typeof findLogFormatHeader>,
): string {
  if (logFormat === undefined) {
    return error;
  }
  try {
    compileLogFormat(logFormat.proxy, logFormat.format);
    return error;
  } catch (caught) {
    if (!(caught instanceof LogFormatError)) {
      throw caught;
    }
  }
  // The last of that name (any case), as findLogFormatHeader reads it.
  const name = Object.keys(headers)
    .filter((header) => header.toLowerCase() === `log-format-${logFormat.proxy}`)
    .at(-1);
  return `-H ${name ?? `Log-Format-${logFormat.proxy}`}: ${error}`;
}

/** `name=value, …` of fields read before a format stopped matching (never a result). */
function listFields(fields: FormatAnalysis['ec']): string {
  return Object.entries(fields)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(', ');
}

/** Characters of the line shown on each side of where it stops matching. */
const EXCERPT_CHARS = 40;
/** Characters of the unread rest of the line quoted in the message. */
const REST_CHARS = 40;

/**
 * Where in the line the format stopped matching: the rest of the line, then the line (an excerpt
 * around that place when it is long) with a caret under the first character not read. Control
 * characters (tabs) are shown as spaces in the excerpt so the caret stays under its character.
 */
function describeLineBreak(line: string, lineBreak: number): string[] {
  const rest = line.slice(lineBreak);
  const where =
    rest === ''
      ? `  line not read: nothing, the format goes on after the end of the line (${line.length} characters)`
      : `  line not read: ${JSON.stringify(rest.slice(0, REST_CHARS))}${rest.length > REST_CHARS ? '…' : ''}, from character ${lineBreak + 1} of the line`;
  const start = Math.max(0, lineBreak - EXCERPT_CHARS);
  const end = Math.min(line.length, lineBreak + EXCERPT_CHARS);
  const lead = start > 0 ? '…' : '';
  const excerpt = `${lead}${line.slice(start, end).replace(/\p{Cc}/gu, ' ')}${end < line.length ? '…' : ''}`;
  return [where, `    ${excerpt}`, `    ${' '.repeat(lead.length + lineBreak - start)}^`];
}

/**
 * Why a line that parses with no format error is still refused, or undefined when it is not:
 * no known format matched it (auto-detection), or the given format stopped matching it at
 * `formatBreak`. Says what part of the format matched and what it read, then where it stopped,
 * in the format and in the line.
 */
function explainRefusal(
  line: string,
  analysis: FormatAnalysis,
  headers: Record<string, string>,
  logFormat: ReturnType<typeof findLogFormatHeader>,
): string | undefined {
  if (analysis.strictMatch) {
    return undefined;
  }
  if (logFormat === undefined || analysis.format === null) {
    return 'error: no known log format matches the line; give the one your proxy writes with -H "Log-Format-ezproxy|apache|squid: <format>"';
  }
  const { format, formatBreak } = analysis;
  // The last of that name (any case), as findLogFormatHeader reads it.
  const name =
    Object.keys(headers)
      .filter((header) => header.toLowerCase() === `log-format-${logFormat.proxy}`)
      .at(-1) ?? `Log-Format-${logFormat.proxy}`;
  const read = listFields(analysis.ec);
  return [
    `error: the line does not match -H ${name}: ${JSON.stringify(format)}; \`sillage process\` would reject it as of an unknown format.`,
    formatBreak === 0
      ? '  matched: nothing, not even the start of the format'
      : `  matched: ${JSON.stringify(format.slice(0, formatBreak))} (the first ${formatBreak} characters of the format)${read === '' ? '' : `, which read ${read}`}`,
    `  not matched: ${JSON.stringify(format.slice(formatBreak))}, from character ${formatBreak + 1} of the format`,
    ...(analysis.lineBreak === undefined ? [] : describeLineBreak(line, analysis.lineBreak)),
  ].join('\n');
}

function rootOf(command: Command): Command {
  let root = command;
  while (root.parent !== null) {
    root = root.parent;
  }
  return root;
}

/**
 * Registers `sillage format check`, which prints the format assistant's JSON for a log line that
 * parses, and says why one does not (exit status 1).
 */
export function registerFormatCommand(program: Command, io: FormatCommandIo = {}): void {
  const format = program.command('format').description('Check log lines against log formats.');
  format
    .command('check')
    .description(
      'Show how a log line parses (format, fields, missing date/url/domain) as JSON, or why it is refused.',
    )
    .option('--line <line>', 'the log line (default: the first line of standard input)')
    .option('--json', 'print the analysis as JSON even when the line is refused (for tools)')
    .option(
      '-H, --header <header>',
      'a job header, repeatable: "Log-Format-ezproxy: …" (or -apache, -squid), "Date-Format: …"',
      collectHeader,
      [],
    )
    .action(async function (this: Command, options: CheckOptions) {
      const headers = parseHeaders(this, options.header);
      const line = options.line ?? (await readFirstLine(io.stdin ?? process.stdin));
      if (line.trim() === '') {
        // An empty line matches no format: its analysis would be a page of nothing.
        this.error(
          `error: no log line to check: ${options.line === undefined ? 'standard input holds none; give one there or' : 'give one'} with --line <line>`,
        );
      }
      const logFormat = findLogFormatHeader(headers);
      const tooBig =
        logFormat === undefined
          ? undefined
          : describeLogFormatSizeProblem(`Log-Format-${logFormat.proxy}`, logFormat.format);
      if (tooBig !== undefined) {
        // As `sillage process` refuses it: the assistant would compile a huge regex for seconds.
        this.error(`error: ${tooBig}`);
      }
      const dateFormat = Object.entries(headers).find(([name]) => /^date-format$/i.test(name))?.[1];
      const analysis = analyzeLogLine(line, {
        ...(logFormat === undefined ? {} : { proxy: logFormat.proxy, format: logFormat.format }),
        ...(dateFormat === undefined ? {} : { dateFormat }),
      });
      // A format or date format that cannot be used, or a line the format does not match, is
      // refused: the JSON then holds fields read by a part of the format, which would read as a
      // result, so only --json asks for it. The message says why and where; the exit status,
      // that the check failed.
      const refusal =
        analysis.error === undefined
          ? explainRefusal(firstLogLine(line), analysis, headers, logFormat)
          : `error: ${nameHeaderAtFault(analysis.error, headers, logFormat)}`;
      if (refusal === undefined || options.json === true) {
        // Printed through the root program's output, so a caller (or test) can capture it.
        const output = rootOf(this).configureOutput();
        const text = `${JSON.stringify(analysis, null, 2)}\n`;
        if (output.writeOut === undefined) {
          process.stdout.write(text);
        } else {
          output.writeOut(text);
        }
      }
      if (refusal !== undefined) {
        this.error(refusal);
      }
    });
}
