import type {
  PlatformCatalog,
  RecognitionOptions,
  RecognitionResult,
  RecognitionTrace,
} from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import { derivedOf } from '../engine/url-derived.js';
import type { Stage, StageContext } from '../engine/stage.js';
import type { TraceLogger } from '../traces/trace-logger.js';
import type { ParserFailureCount } from '../report/alerts.js';

/** Recognition settings: Force-Parser, Filter-Platforms, wildcards, Force-ECField-Publisher. */
export interface RecognitionStageOptions extends RecognitionOptions {
  forcePublisher?: string;
}

function describeFailure(trace: RecognitionTrace): string {
  const what = trace.kind === 'timeout' ? 'ran past its time budget' : 'failed';
  return `platform ${trace.platform} (${trace.source} parser) ${what} on ${trace.url}: ${trace.message}`;
}

/**
 * Maps each event's domain to a platform and its parser's fields (`platform`, `platform_name`,
 * `publisher_name`, `rtype`, `mime`, identifiers…); unknown domains, Filter-Platforms exclusions
 * and empty parser results become `unknown-domains`, `filtered-ecs` and `unqualified-ecs`.
 * The catalog's session remembers outcomes per URL and runs pack parsers on its recognition
 * threads: while a batch waits for them, the pipeline goes on with the next one. Parser failures
 * are counted in the report (`parser-errors`, `parser-timeouts`) and named by platform in its
 * `alert-parsers` sentence.
 */
export function createRecognitionStage(
  catalog: PlatformCatalog,
  options: RecognitionStageOptions,
): Stage {
  const { forcePublisher, ...jobOptions } = options;
  // A parser that throws or runs past its budget gives an empty result; the job's traces say
  // which platform failed on which URL.
  let jobTrace: TraceLogger | undefined;
  // Failures by platform since the last batch was applied: the report's counters and alert.
  const failedParsers = new Map<string, ParserFailureCount>();
  const session = catalog.openSession(
    {
      ...jobOptions,
      onTrace: (trace: RecognitionTrace) => {
        jobTrace?.log('warn', describeFailure(trace));
        let count = failedParsers.get(trace.platform);
        if (count === undefined) {
          count = { errors: 0, timeouts: 0 };
          failedParsers.set(trace.platform, count);
        }
        if (trace.kind === 'timeout') {
          count.timeouts += 1;
        } else {
          count.errors += 1;
        }
      },
    },
    detachString,
  );

  const apply = (
    events: PipelineEvent[],
    results: RecognitionResult[],
    out: PipelineEvent[],
    context: StageContext,
  ): void => {
    events.forEach((event, index) => {
      const result = results[index];
      const { fields } = event;
      if (result === undefined) {
        return;
      }
      switch (result.kind) {
        case 'unknown-domain':
          if (fields.domain) {
            context.noteUnknownDomain(fields.domain);
          }
          context.reject(event, 'unknown-domains');
          return;
        case 'filtered':
          context.reject(event, 'filtered-ecs', { code: 'platform-not-in-filter' });
          return;
        case 'unqualified':
          context.reject(event, 'unqualified-ecs', {
            code: 'no-result-from-platform',
            params: { platform: result.platform },
          });
          return;
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
          event.derived = derivedOf(result);
          out.push(event);
        }
      }
    });
    for (const [platform, count] of failedParsers) {
      if (count.errors > 0) {
        context.count('parser-errors', count.errors);
      }
      if (count.timeouts > 0) {
        context.count('parser-timeouts', count.timeouts);
      }
      context.noteParserFailures(platform, count);
    }
    failedParsers.clear();
  };

  return {
    name: 'parser',
    async processAsync(events, out, context) {
      jobTrace = context.trace;
      // A format without %r gives no URL: nothing to recognise.
      const withUrl = events.filter((event) => {
        if (typeof event.fields.url === 'string') {
          return true;
        }
        context.reject(event, 'unknown-errors', { code: 'no-url' });
        return false;
      });
      const inputs = withUrl.map((event) => event.fields as { url: string; domain?: string });
      const results = session.recognizeBatch(inputs);
      apply(withUrl, Array.isArray(results) ? results : await results, out, context);
    },
  };
}
