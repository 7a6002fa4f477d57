import type {
  PlatformCatalog,
  RecognitionOptions,
  RecognitionResult,
  RecognitionTrace,
} from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';
import type { TraceLogger } from '../traces/trace-logger.js';

/** Recognition settings: Force-Parser, Filter-Platforms, wildcards, Force-ECField-Publisher. */
export interface RecognitionStageOptions extends RecognitionOptions {
  forcePublisher?: string;
}

/** Distinct URLs whose outcome a job remembers; the memory is dropped whole when full. */
const CACHE_LIMIT = 20_000;

interface Remembered {
  domain: string | undefined;
  result: RecognitionResult;
}

// A remembered outcome outlives its batch: its strings must not pin the input chunk they came from.
function detachResult(result: RecognitionResult): RecognitionResult {
  if (result.kind !== 'recognized') {
    return result;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.fields)) {
    fields[name] = detachString(value);
  }
  return { ...result, fields };
}

function describeFailure(trace: RecognitionTrace): string {
  const what = trace.kind === 'timeout' ? 'ran past its time budget' : 'failed';
  return `platform ${trace.platform} (${trace.source} parser) ${what} on ${trace.url}: ${trace.message}`;
}

/**
 * Maps each event's domain to a platform and its parser's fields (`platform`, `platform_name`,
 * `publisher_name`, `rtype`, `mime`, identifiers…); unknown domains, Filter-Platforms exclusions
 * and empty parser results become `unknown-domains`, `filtered-ecs` and `unqualified-ecs`.
 * Logs ask for the same URLs over and over (a PDF and its pages, a journal's home): an outcome
 * that depended on the URL and domain alone is remembered for the rest of the job.
 */
export function createRecognitionStage(
  catalog: PlatformCatalog,
  options: RecognitionStageOptions,
): Stage {
  const { forcePublisher, ...jobOptions } = options;
  // A parser that throws or runs past its budget gives an empty result; the job's traces say
  // which platform failed on which URL (the catalog is shared by jobs, so the log is per call).
  let jobTrace: TraceLogger | undefined;
  const recognitionOptions: RecognitionOptions = {
    ...jobOptions,
    onTrace: (trace: RecognitionTrace) => {
      jobTrace?.log('warn', describeFailure(trace));
    },
  };
  const remembered = new Map<string, Remembered>();
  const recognize = (fields: Record<string, string>): RecognitionResult => {
    const { url, domain } = fields;
    const known = url === undefined ? undefined : remembered.get(url);
    if (known !== undefined && known.domain === domain) {
      return known.result;
    }
    const result = catalog.recognize(fields as { url: string }, recognitionOptions);
    if (result.urlOnly === true && url !== undefined) {
      if (remembered.size >= CACHE_LIMIT) {
        remembered.clear();
      }
      remembered.set(detachString(url), {
        domain: domain === undefined ? undefined : detachString(domain),
        result: detachResult(result),
      });
    }
    return result;
  };
  return createEventStage('parser', (event, context) => {
    jobTrace = context.trace;
    const { fields } = event;
    const result = recognize(fields);
    switch (result.kind) {
      case 'unknown-domain':
        if (fields.domain) {
          context.noteUnknownDomain(fields.domain);
        }
        return 'unknown-domains';
      case 'filtered':
        return { category: 'filtered-ecs', reason: 'platform not in Filter-Platforms' };
      case 'unqualified':
        return { category: 'unqualified-ecs', reason: `no result from ${result.platform}` };
      case 'recognized': {
        fields.platform = result.platform;
        fields.platform_name = result.platformName;
        if (result.publisherName !== undefined) {
          fields.publisher_name = result.publisherName;
        }
        Object.assign(fields, result.fields);
        if (forcePublisher !== undefined) {
          fields.publisher_name = forcePublisher;
        }
        if (!result.granted) {
          event.granted = false;
        }
        return undefined;
      }
    }
  });
}
