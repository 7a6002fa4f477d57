import { z } from 'zod';

/** The network enrichers Sillage runs, in the reference's chain order where it has one. */
export const NETWORK_ENRICHERS = [
  'istex',
  'crossref',
  'sudoc',
  'hal',
  'openalex',
  'unpaywall',
] as const;
export const NetworkEnricherNameSchema = z.enum(NETWORK_ENRICHERS);
export type NetworkEnricherName = z.infer<typeof NetworkEnricherNameSchema>;

/** What `<Name>-On-Fail` asks for once a service keeps failing. */
export const ON_FAIL_POLICIES = ['abort', 'ignore', 'retry'] as const;
export const OnFailPolicySchema = z.enum(ON_FAIL_POLICIES);
export type OnFailPolicy = z.infer<typeof OnFailPolicySchema>;

/** Settings of one network enricher, from its `<Name>-*` headers (reference §3.2). */
export const EnricherSettingsSchema = z.object({
  /** `-Enrich`; the enricher still runs only when it is in the middleware chain. */
  enabled: z.boolean(),
  /** `-Cache`: reuse and store answers. */
  cache: z.boolean(),
  /** `-TTL` (seconds in the header). */
  ttlMs: z.number().int().nonnegative(),
  /** `-Throttle`: pause between two requests. */
  throttleMs: z.number().int().nonnegative(),
  /** `-Paquet-Size` (or `-Packet-Size`): identifiers per request. */
  packetSize: z.number().int().positive(),
  /** `-Buffer-Size`: events held while their packets are asked. */
  bufferSize: z.number().int().positive(),
  /** `-Max-Tries` (or `-Max-Attempts`): attempts per packet. */
  maxTries: z.number().int().positive(),
  onFail: OnFailPolicySchema,
  /** `-Base-Wait-Time`: first wait before a retry, doubled each time. */
  baseWaitMs: z.number().int().nonnegative(),
  /** `Crossref-License`: also ask Crossref for licences (Crossref only). */
  license: z.boolean(),
});
export type EnricherSettings = z.infer<typeof EnricherSettingsSchema>;

/** Every enricher's settings, whether or not the job's chain runs it. */
export const EnrichersSettingsSchema = z.record(NetworkEnricherNameSchema, EnricherSettingsSchema);
export type EnrichersSettings = z.infer<typeof EnrichersSettingsSchema>;

/** The defaults that differ between enrichers (the reference's, where it has the enricher). */
export interface EnricherDefaults {
  throttleMs: number;
  packetSize: number;
  bufferSize?: number;
  onFail?: OnFailPolicy;
}

export const ENRICHER_DEFAULTS: Readonly<Record<NetworkEnricherName, EnricherDefaults>> = {
  crossref: { throttleMs: 200, packetSize: 50 },
  openalex: { throttleMs: 100, packetSize: 100 },
  unpaywall: { throttleMs: 100, packetSize: 10, bufferSize: 200 },
  // The reference asks HAL up to 5 times, then fails the job.
  hal: { throttleMs: 100, packetSize: 150 },
  // The reference asks Sudoc one identifier at a time and carries on without it after errors;
  // the micro web services take a list, so Sillage sends packets.
  sudoc: { throttleMs: 500, packetSize: 50, onFail: 'ignore' },
  // The reference logs a failed ISTEX packet and carries on.
  istex: { throttleMs: 100, packetSize: 150, onFail: 'ignore' },
};
