import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  parseJobSettings,
  type CounterReport,
  type JobFailure,
  type JobReport,
  type RejectCategory,
} from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES, type PipelineResources } from '../engine/create-pipeline.js';
import { JOB_SETTINGS_CHECKS } from '../engine/job-settings-checks.js';
import { runPipeline } from '../engine/run-pipeline.js';
import type { PipelineInput } from '../engine/toolkit.js';
import { createMemorySink, type MemorySink } from './memory-sink.js';

/** What one test job produced. */
export interface JobRun {
  result: string;
  denied: string;
  rejects: Partial<Record<RejectCategory, string>>;
  traces: string;
  report: JobReport;
  failure: JobFailure | undefined;
  /** Whether the job ended because its signal fired. */
  aborted: boolean;
  /** Result rows (CSV) as objects, header names as keys. */
  rows: Record<string, string>[];
  /** counter.json of a `COUNTER-Mode: r51` job. */
  counter: CounterReport | undefined;
}

/** Parses `;`-CSV output (the reference writer's quoting) into rows keyed by the header. */
export function parseCsvOutput(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...body] = records;
  return body.map((values) =>
    Object.fromEntries((header ?? []).map((name, index) => [name, values[index] ?? ''])),
  );
}

/** Builds an input from a file of the acceptance corpus or from text. */
export function inputOf(source: { file: string } | { text: string | Uint8Array }): PipelineInput {
  if ('file' in source) {
    const bytes = readFileSync(source.file);
    return {
      source: Readable.from([bytes]),
      fileName: path.basename(source.file).replace(/\.gz$/, ''),
      ...(bytes[0] === 0x1f && bytes[1] === 0x8b ? { contentEncoding: 'gzip' } : {}),
    };
  }
  return {
    source: Readable.from([
      typeof source.text === 'string' ? Buffer.from(source.text) : source.text,
    ]),
  };
}

/** Runs one job in memory with the given headers, as the API and CLI would. */
export async function runJob(
  inputs: PipelineInput[],
  headers: Record<string, string>,
  resources: PipelineResources,
  options: { signal?: AbortSignal } = {},
): Promise<JobRun> {
  const parsed = parseJobSettings(headers, {
    availableMiddlewares: PIPELINE_MIDDLEWARES,
    checks: JOB_SETTINGS_CHECKS,
  });
  if (!parsed.ok) {
    throw new Error(`settings refused: ${String(parsed.failure.status)} ${parsed.failure.message}`);
  }
  const result = createMemorySink();
  const denied = createMemorySink();
  const traces = createMemorySink();
  const counter = createMemorySink();
  const rejectSinks = new Map<RejectCategory, MemorySink>();
  const outcome = await runPipeline({
    inputs,
    settings: parsed.settings,
    resources,
    sinks: {
      result,
      denied,
      traces,
      counter: { json: counter },
      openReject(category) {
        const sink = createMemorySink();
        rejectSinks.set(category, sink);
        return sink;
      },
    },
    job: { id: 'test-job' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return {
    result: result.text,
    denied: denied.text,
    rejects: Object.fromEntries([...rejectSinks].map(([category, sink]) => [category, sink.text])),
    traces: traces.text,
    report: outcome.report,
    failure: outcome.failure,
    aborted: outcome.aborted,
    rows: parsed.settings.outputFormat === 'csv' ? parseCsvOutput(result.text) : [],
    counter:
      outcome.report.general['counter-report'] === true
        ? (JSON.parse(counter.text) as CounterReport)
        : undefined,
  };
}
