import type { RenderedCells, RenderSlot } from '../output/index.js';
import type { MissingFieldsFiller } from './missing-fields-filler.js';
import type { RecognitionResult } from './ports.js';

/**
 * Fields an event gets from its URL: its domain, the recognition answer's and the knowledge-base
 * row's (KBART columns). Events of one answer mostly have the same values there, so the result
 * writer renders the longest run of these columns once per answer.
 */
export const URL_DERIVED_FIELDS: readonly string[] = [
  'domain',
  'platform',
  'platform_name',
  'publisher_name',
  'rtype',
  'mime',
  'doi',
  'db_id',
  'pii',
  'unitid',
  'title_id',
  'vol',
  'issue',
  'first_page',
  'last_page',
  'publication_date',
  'print_identifier',
  'online_identifier',
  'publication_title',
  'date_first_issue_online',
  'num_first_vol_online',
  'num_first_issue_online',
  'date_last_issue_online',
  'num_last_vol_online',
  'num_last_issue_online',
  'title_url',
  'first_author',
  'embargo_info',
  'coverage_depth',
  'notes',
  'publication_type',
  'date_monograph_published_print',
  'date_monograph_published_online',
  'monograph_volume',
  'monograph_edition',
  'first_editor',
  'parent_publication_title_id',
  'preceding_publication_title_id',
  'access_type',
];

/** A knowledge-base join as a stage made it, and the join keys it was made from. */
export interface KeptJoin {
  readonly stage: object;
  readonly platform: string | undefined;
  readonly title_id: string | undefined;
  readonly print_identifier: string | undefined;
  readonly online_identifier: string | undefined;
  readonly doi: string | undefined;
  readonly fill: MissingFieldsFiller;
}

/**
 * What a job's stages derive from one URL's recognition answer, kept with the answer: the
 * recognition session hands the same answer object to every event of a URL it remembers, so
 * each of these is worked out once per URL rather than once per event. Whoever reads a kept
 * value first checks that it was kept by itself and from the values the event has now.
 */
export class UrlDerived implements RenderSlot {
  /** The knowledge-base stage's join (knowledge-base.stage.ts). */
  joined: KeptJoin | undefined = undefined;
  /** The result writer's rendering of the shared columns (event-writer.ts). */
  rendered: RenderedCells | undefined = undefined;
}

/** The record of what is derived from `result`, made on first need. */
export function derivedOf(result: RecognitionResult & { kind: 'recognized' }): UrlDerived {
  const known = result.derived;
  if (known instanceof UrlDerived) {
    return known;
  }
  const made = new UrlDerived();
  result.derived = made;
  return made;
}
