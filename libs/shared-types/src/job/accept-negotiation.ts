import type { OutputFormat } from './job-settings.schema.js';

/** How one output format is announced: MIME type and file extension (reference names). */
export interface OutputFormatInfo {
  format: OutputFormat;
  mimeType: string;
  extension: string;
}

/** Output formats by MIME type, in the preference order used for wildcards. */
export const OUTPUT_MIME_TYPES: readonly (OutputFormatInfo & { accept: string })[] = [
  { accept: 'text/csv', format: 'csv', mimeType: 'text/csv', extension: 'csv' },
  {
    accept: 'text/tab-separated-values',
    format: 'tsv',
    mimeType: 'text/tab-separated-values',
    extension: 'txt',
  },
  { accept: 'application/json', format: 'json', mimeType: 'application/json', extension: 'json' },
  {
    accept: 'application/jsonstream',
    format: 'jsonl',
    mimeType: 'application/json',
    extension: 'json',
  },
  {
    accept: 'application/x-ndjson',
    format: 'jsonl',
    mimeType: 'application/json',
    extension: 'json',
  },
  { accept: 'application/jsonl', format: 'jsonl', mimeType: 'application/json', extension: 'json' },
];

/** The Clean-Only output: the surviving raw lines. */
export const CLEAN_ONLY_OUTPUT: OutputFormatInfo = {
  format: 'log',
  mimeType: 'text/x-log',
  extension: 'log',
};

function matches(range: string, accept: string): boolean {
  if (range === '*/*') {
    return true;
  }
  if (range.endsWith('/*')) {
    return accept.startsWith(range.slice(0, -1));
  }
  return range === accept;
}

/**
 * Picks the output format from an `Accept` header with real content negotiation (q-values,
 * `type/*`, `*\/*` → CSV); no header means CSV; undefined means nothing acceptable (4006).
 */
export function negotiateOutputFormat(accept: string | undefined): OutputFormatInfo | undefined {
  const [csv] = OUTPUT_MIME_TYPES;
  if (accept === undefined || accept.trim() === '') {
    return csv;
  }
  let best: { info: OutputFormatInfo; q: number; order: number } | undefined;
  accept.split(',').forEach((item, order) => {
    const [rawRange = '', ...params] = item.split(';');
    const range = rawRange.trim().toLowerCase();
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (range === '' || !Number.isFinite(q) || q <= 0) {
      return;
    }
    const info = OUTPUT_MIME_TYPES.find((candidate) => matches(range, candidate.accept));
    if (info && (best === undefined || q > best.q)) {
      best = { info, q, order };
    }
  });
  if (!best) {
    return undefined;
  }
  const { format, mimeType, extension } = best.info;
  return { format, mimeType, extension };
}
