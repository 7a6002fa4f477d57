import { z } from 'zod';
import { REJECT_CATEGORY_NAMES, type RejectCategory } from './reject-categories.js';
import { RejectReasonParamsSchema } from './reject-reasons.js';

/** Steps of the reject-explorer funnel, in order. */
export const FUNNEL_STEPS = [
  'lines',
  'parsed',
  'relevant',
  'known-platform',
  'qualified',
  'deduplicated',
  'events',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The reject categories each funnel step drops: where the pipeline counts them, and where the
 * explorer page shows them. `relevant` is what the filters kept of the parsed lines; the report's
 * relevant lines (input − `nb-lines-ignored`) also count unparsed, ignored-host, ignored-domain
 * and robot lines, so the page names this step otherwise.
 */
export const FUNNEL_STEP_DROPS: Readonly<Record<FunnelStep, readonly RejectCategory[]>> = {
  lines: [],
  parsed: ['unknown-formats'],
  relevant: ['filtered-ecs', 'ignored-hosts', 'ignored-domains', 'robots-ecs'],
  'known-platform': ['unknown-domains'],
  qualified: ['unqualified-ecs'],
  deduplicated: ['duplicate-ecs', 'unordered-ecs'],
  events: ['unknown-errors'],
};

/**
 * Denied accesses: events the result does not hold (they go to the denied file), not a reject
 * category, yet the explorer's funnel and samples show them beside the rejects.
 */
export const DENIED_EVENTS_KEY = 'denied-ecs';

/** What the explorer keeps samples of: each reject category, then the denied accesses. */
export const SAMPLE_CATEGORY_NAMES: readonly SampleCategory[] = [
  ...REJECT_CATEGORY_NAMES,
  DENIED_EVENTS_KEY,
];
export type SampleCategory = RejectCategory | typeof DENIED_EVENTS_KEY;

const SampleCategoryEnum = z.enum(SAMPLE_CATEGORY_NAMES as [SampleCategory, ...SampleCategory[]]);

/** One funnel step: lines still there, and what the previous step lost, by reject category. */
export const FunnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  count: z.number().int(),
  dropped: z.record(z.string(), z.number().int().nonnegative()),
});
export type FunnelStepReport = z.infer<typeof FunnelStepSchema>;

/** A raw line kept as an example of a reject category (the first ones of the job). */
export const RejectSampleSchema = z.object({
  /** Line number across the job's inputs, in reading order (ADR 0057). */
  lineNumber: z.number().int().positive(),
  /**
   * With several inputs only: the file the line comes from, by its position among the job's
   * inputs (1-based, the report's `files` key) and its name when it has one, and the line's
   * number in that file.
   */
  file: z.number().int().positive().optional(),
  fileName: z.string().optional(),
  fileLineNumber: z.number().int().positive().optional(),
  line: z.string(),
  /**
   * True when the line is not shown: the job crypts fields (`Crypted-Fields`) and the line could
   * not be read, so nothing tells where its login or host is (`line` is then empty).
   */
  withheld: z.boolean().optional(),
  /** The reason in English (traces, CLI); the web prefers `reasonCode` when it knows it. */
  reason: z.string().optional(),
  /**
   * The reason as a code of `REJECT_REASON_CODES` with its values, so the web can translate it.
   * A plain string: a code this build does not know still parses, and `reason` is shown.
   */
  reasonCode: z.string().optional(),
  reasonParams: RejectReasonParamsSchema.optional(),
});
export type RejectSample = z.infer<typeof RejectSampleSchema>;

/**
 * An unknown domain after de-proxying: EZproxy proxy-by-hostname names (`www-jstor-org.ezproxy.x`)
 * are turned back into the publisher host they stand for and counted together.
 */
export const UnknownHostSchema = z.object({
  host: z.string(),
  count: z.number().int().positive(),
  /** Share of the pertinent lines (input minus ignored), 0…1. */
  share: z.number().min(0),
  /** The logged domains counted under this host (proxied names, or the host itself). */
  domains: z.array(z.string()),
  /** True when `host` was recovered from a proxied name. */
  deproxied: z.boolean(),
  /** The platform whose manifest lists this host, when one does (a proxy configuration gap). */
  knownPlatform: z.string().optional(),
  /** True when that platform is a native (built-in) one rather than from a pack. */
  knownByNative: z.boolean().optional(),
});
export type UnknownHost = z.infer<typeof UnknownHostSchema>;

/** The report's `explorer` section: funnel, reject samples and unknown-domain triage. */
export const ReportExplorerSchema = z.object({
  funnel: z.array(FunnelStepSchema),
  samples: z.partialRecord(SampleCategoryEnum, z.array(RejectSampleSchema)),
  /** Unknown hosts ranked by count (at most 100). */
  unknownHosts: z.array(UnknownHostSchema),
});
export type ReportExplorer = z.infer<typeof ReportExplorerSchema>;
