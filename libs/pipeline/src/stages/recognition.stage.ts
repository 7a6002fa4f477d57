import type { PlatformCatalog, RecognitionOptions } from '../engine/ports.js';
import { createEventStage, type Stage } from '../engine/stage.js';

/** Recognition settings: Force-Parser, Filter-Platforms, wildcards, Force-ECField-Publisher. */
export interface RecognitionStageOptions extends RecognitionOptions {
  forcePublisher?: string;
}

/**
 * Maps each event's domain to a platform and its parser's fields (`platform`, `platform_name`,
 * `publisher_name`, `rtype`, `mime`, identifiers…); unknown domains, Filter-Platforms exclusions
 * and empty parser results become `unknown-domains`, `filtered-ecs` and `unqualified-ecs`.
 */
export function createRecognitionStage(
  catalog: PlatformCatalog,
  options: RecognitionStageOptions,
): Stage {
  const { forcePublisher, ...recognitionOptions } = options;
  return createEventStage('parser', (event, context) => {
    const { fields } = event;
    const result = catalog.recognize(fields as { url: string }, recognitionOptions);
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
