import type { KbartRow, KnowledgeBase, KnowledgeBaseKeys } from '../engine/ports.js';
import { detachString } from '../engine/detach-string.js';
import { MissingFieldsFillers, type MissingFieldsFiller } from '../engine/missing-fields-filler.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage } from '../engine/stage.js';
import type { KeptJoin } from '../engine/url-derived.js';
import { KBART_KEY_COLUMNS } from '../resources/index.js';

const CACHE_LIMIT = 50_000;

/**
 * The cache key of an event's look-up (platform and join keys), undefined when it has none. Built
 * by concatenation: it is computed for every event, the keys object only on a miss.
 */
function cacheKeyOf(fields: Record<string, string>): string | undefined {
  const { platform, title_id, print_identifier, online_identifier, doi } = fields;
  if (!platform || !(title_id || print_identifier || online_identifier || doi)) {
    return undefined;
  }
  return `${platform}\u0000${title_id ?? ''}\u0000${print_identifier ?? ''}\u0000${online_identifier ?? ''}\u0000${doi ?? ''}`;
}

/** The non-empty columns of a row, listed once per row rather than walked for every event. */
function filledColumns(row: KbartRow | undefined): readonly (readonly [string, string])[] {
  const filled: [string, string][] = [];
  for (const name in row) {
    const value = row[name];
    if (value) {
      filled.push([name, value]);
    }
  }
  return filled;
}

function keysOf(fields: Record<string, string>): KnowledgeBaseKeys | undefined {
  let keys: KnowledgeBaseKeys | undefined;
  for (const name of KBART_KEY_COLUMNS) {
    const value = fields[name];
    if (value) {
      (keys ??= {})[name] = value;
    }
  }
  return keys;
}

/**
 * Knowledge-base (PKB) enrichment: one `lookupBatch` per batch for the events that carry a
 * platform and a join key, answers cached per job; every non-empty KBART field the event lacks
 * is copied onto it. A failed look-up counts `general.enhancement-errors` and leaves events as
 * they are.
 */
export function createKnowledgeBaseStage(knowledgeBase: KnowledgeBase): Stage {
  const cache = new Map<string, MissingFieldsFiller>();
  const fillers = new MissingFieldsFillers();
  let noticeAsked = false;
  /** Unread KBART files already in this job's traces. */
  let unreadTold = 0;
  const stage: Stage = {
    name: 'enhancer',
    async processAsync(events, out, context) {
      if (!noticeAsked && knowledgeBase.syncNotice !== undefined) {
        noticeAsked = true;
        const notice = await knowledgeBase.syncNotice().catch(() => undefined);
        if (notice !== undefined) {
          context.trace.log('warn', notice);
        }
      }
      const misses: { platform: string; keys: KnowledgeBaseKeys }[] = [];
      const missKeys: string[] = [];
      const pending = new Set<string>();
      // Per event: its row's filler when kept with its URL answer or cached, its cache key when
      // it is to be looked up, or undefined when it has no join key. At most one cache probe per
      // event, and a batch is enriched from what the cache held when it came, even if the cache
      // is emptied meanwhile.
      const slots: (MissingFieldsFiller | string | undefined)[] = [];
      for (const { fields, derived } of events) {
        const kept = derived?.joined;
        if (kept?.stage === stage && joinsAs(kept, fields)) {
          slots.push(kept.fill);
          continue;
        }
        const cacheKey = cacheKeyOf(fields);
        const filler = cacheKey === undefined ? undefined : cache.get(cacheKey);
        slots.push(filler ?? cacheKey);
        if (filler === undefined && cacheKey !== undefined && !pending.has(cacheKey)) {
          const keys = keysOf(fields);
          if (keys !== undefined) {
            misses.push({ platform: fields.platform ?? '', keys });
            missKeys.push(cacheKey);
            pending.add(cacheKey);
          }
        }
      }
      const answered = new Map<string, MissingFieldsFiller>();
      if (misses.length > 0) {
        if (cache.size + misses.length > CACHE_LIMIT) {
          cache.clear();
        }
        try {
          const rows = await knowledgeBase.lookupBatch(misses);
          const unread = knowledgeBase.unreadFiles?.() ?? [];
          for (const { file, reason } of unread.slice(unreadTold)) {
            context.trace.log(
              'warn',
              `knowledge-base file ${file} could not be read (${reason}): its rows are left out`,
            );
          }
          unreadTold = unread.length;
          missKeys.forEach((key, index) => {
            const filler = fillers.filler(filledColumns(rows[index]));
            answered.set(key, filler);
            cache.set(detachString(key), filler);
          });
        } catch (error) {
          context.count('enhancement-errors', misses.length);
          context.trace.log('error', `knowledge-base look-up failed: ${String(error)}`);
        }
      }
      events.forEach((event, index) => {
        const slot = slots[index];
        // Sets the row's columns the event is missing ("missing" as the reference means it:
        // unset or empty).
        const filler = typeof slot === 'string' ? answered.get(slot) : slot;
        if (filler !== undefined) {
          keepJoin(event, filler);
          filler(event.fields);
        }
        out.push(event);
      });
    },
  };
  /** Keeps the join with the event's URL answer, for the URL's next events (url-derived.ts). */
  const keepJoin = ({ fields, derived }: PipelineEvent, fill: MissingFieldsFiller): void => {
    if (derived !== undefined && derived.joined?.fill !== fill) {
      const { platform, title_id, print_identifier, online_identifier, doi } = fields;
      derived.joined = {
        stage,
        platform,
        title_id,
        print_identifier,
        online_identifier,
        doi,
        fill,
      };
    }
  };
  return stage;
}

/** Whether `fields` have the join keys `kept` was made from (the same strings, mostly the same objects). */
function joinsAs(kept: KeptJoin, fields: Record<string, string>): boolean {
  return (
    kept.platform === fields.platform &&
    kept.title_id === fields.title_id &&
    kept.print_identifier === fields.print_identifier &&
    kept.online_identifier === fields.online_identifier &&
    kept.doi === fields.doi
  );
}
