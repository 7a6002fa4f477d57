import {
  createJobFailure,
  DEFAULT_SESSION_ID_FIELDS,
  type JobFailure,
  type JobSettings,
} from '@sillage/shared-types';
import { createCounterDoubleClickStage } from '../counter/counter-double-click.stage.js';
import { selectCounterRobots } from '../counter/counter-output.js';
import type { CounterIdentityFields } from '../counter/counter-keys.js';
import { createCounterSessionStage } from '../counter/counter-session.stage.js';
import { createAnonymizerStage } from '../stages/anonymizer.stage.js';
import { expandCryptedFields } from './crypted-values.js';
import type { HoldOptions } from './held-event-queue.js';
import { HostFactsCache } from './host-facts.js';
import { createDeduplicationStage } from '../stages/deduplication.stage.js';
import { createExclusionsStage } from '../stages/exclusions.stage.js';
import { createExtractStage } from '../stages/extract.stage.js';
import { createFilterStage } from '../stages/filter.stage.js';
import { createGeolocationStage } from '../stages/geolocation.stage.js';
import { createKnowledgeBaseStage } from '../stages/knowledge-base.stage.js';
import { createOnCampusStage } from '../stages/on-campus.stage.js';
import { createPopulateStage } from '../stages/populate.stage.js';
import { createQualifierStage } from '../stages/qualifier.stage.js';
import { createSessionIdStage } from '../stages/session-id.stage.js';
import { createRecognitionStage } from '../stages/recognition.stage.js';
import { createUserAgentParserStage } from '../stages/user-agent-parser.stage.js';
import { createUserAgentRobotsStage } from '../stages/user-agent-robots.stage.js';
import {
  NETWORK_ENRICHER_MIDDLEWARES,
  type NetworkEnricherResources,
} from '../enrichers/network-enrichers.js';
import type { PipelineVersions } from '../report/report-state.js';
import type {
  Exclusions,
  Geolocator,
  KnowledgeBase,
  OnCampusMatcher,
  PlatformCatalog,
  UserAgentRobots,
} from './ports.js';
import type { Stage } from './stage.js';
import type { PipelineToolkit } from './toolkit.js';

/** What a worker loads once and shares between jobs. */
export interface PipelineResources {
  catalog: PlatformCatalog;
  knowledgeBase?: KnowledgeBase;
  exclusions?: Exclusions;
  /**
   * What gives this process its exclusion lists, for the report to name when none is loaded:
   * `SILLAGE_EXCLUSIONS_DIR` (the server's) by default, `--exclusions` for the CLI.
   */
  exclusionsSetting?: string;
  userAgentRobots?: UserAgentRobots;
  /** The COUNTER-Robots list, when loaded (COUNTER R5.1 mode excludes its user agents). */
  counterRobots?: UserAgentRobots;
  geolocator?: Geolocator;
  /** On-campus ranges (private ranges only when absent). */
  onCampus?: OnCampusMatcher;
  /** rid codes of the qualifier (platforms `fields.json`); the reference's when absent. */
  ridCodes?: readonly string[];
  /** App version, and `catalogNotice` when the native rules serve without the expected pack. */
  versions?: PipelineVersions;
  /** Cache, service roots and timeouts of the network enrichers (crossref, openalex, unpaywall,
   * hal, sudoc, istex). */
  enrichers?: NetworkEnricherResources;
  /** Absolute cap on the decompressed bytes of one gzip input (log-parser's default if absent). */
  maxInflatedBytes?: number;
  /**
   * Where, and past how many, the events double-click removal holds wait on disk
   * (held-event-queue.ts); the system's temporary folder and EVENTS_HELD_IN_MEMORY by default.
   */
  hold?: HoldOptions;
}

/** What the stages of one job share. */
interface JobShared {
  /** Per-host answers of the exclusion, geolocation, on-campus and anonymizer stages. */
  hostFacts: HostFactsCache;
}

/** COUNTER R5.1's status, robot and double-click rules (they replace the deduplicator's). */
function createCounterRulesStage(settings: JobSettings, resources: PipelineResources): Stage {
  return createCounterDoubleClickStage({
    robots: selectCounterRobots(resources).robots,
    identity: counterIdentityOf(settings),
    ...(resources.hold === undefined ? {} : { hold: resources.hold }),
  });
}

/** The fields COUNTER mode identifies users by: those the Double-Click-*-Field headers name. */
function counterIdentityOf(settings: JobSettings): CounterIdentityFields {
  const { C, L, I } = settings.deduplication.fieldNames;
  return { session: C, login: L, host: I };
}

type StageFactory = (
  settings: JobSettings,
  resources: PipelineResources,
  toolkit: PipelineToolkit,
  shared: JobShared,
) => Stage[];

/**
 * The middlewares this build runs, by their reference names, each giving its stages. The
 * reference's filter middleware is three stages here: relevance filter, exclusion lists and
 * user-agent robots.
 */
const MIDDLEWARE_STAGES: Record<string, StageFactory> = {
  filter: (settings, resources, _toolkit, shared) => {
    const stages = [
      createFilterStage({
        filterStatus: settings.filterStatus,
        filterRedirects: settings.filterRedirects,
        forceParser: settings.forceParser !== undefined,
      }),
    ];
    if (settings.cleanOnly) {
      return stages;
    }
    stages.push(createExclusionsStage(resources.exclusions, settings.filters, shared.hostFacts));
    // COUNTER mode tells robots by the list its report names, here as in its own rules: the
    // general test would drop agents COUNTER-Robots counts as human.
    const robots =
      settings.counterMode === 'r51'
        ? selectCounterRobots(resources).robots
        : resources.userAgentRobots;
    if (robots) {
      stages.push(createUserAgentRobotsStage(robots, settings.filters.robots));
    }
    return stages;
  },
  parser: (settings, resources) => [
    createRecognitionStage(resources.catalog, {
      ...(settings.forceParser === undefined ? {} : { forceParser: settings.forceParser }),
      ...(settings.filterPlatforms === undefined
        ? {}
        : { filterPlatforms: settings.filterPlatforms }),
      ...(settings.forcePublisher === undefined ? {} : { forcePublisher: settings.forcePublisher }),
      allowDomainWildcards: settings.allowDomainWildcards,
    }),
  ],
  deduplicator: (settings, resources) =>
    settings.counterMode === 'r51'
      ? [createCounterRulesStage(settings, resources)]
      : [createDeduplicationStage(settings.deduplication, resources.hold)],
  enhancer: (settings, resources) =>
    settings.enrich && resources.knowledgeBase
      ? [createKnowledgeBaseStage(resources.knowledgeBase)]
      : [],
  // `Geoip: none` turns geolocation off, not just its columns (the reference's middleware then
  // passes events through untouched); it stays in the chain and the report's middleware list.
  geolocalizer: (settings, resources, _toolkit, shared) =>
    settings.geoipHeader.trim().toLowerCase() === 'none'
      ? []
      : [
          createGeolocationStage(
            resources.geolocator ?? { locate: () => undefined },
            settings.geoipFields,
            shared.hostFacts,
          ),
        ],
  cut: (settings) => (settings.extract ? [createExtractStage(settings.extract)] : []),
  'on-campus-counter': (_settings, resources, toolkit, shared) => [
    createOnCampusStage(resources.onCampus ?? toolkit.createOnCampusMatcher(), shared.hostFacts),
  ],
  ...NETWORK_ENRICHER_MIDDLEWARES,
  populate: (settings) =>
    settings.populateFields === undefined || Object.keys(settings.populateFields).length === 0
      ? []
      : [createPopulateStage(settings.populateFields)],
  'session-id': (settings) => [
    createSessionIdStage(settings.sessionIdFields ?? DEFAULT_SESSION_ID_FIELDS),
  ],
  'user-agent-parser': () => [createUserAgentParserStage()],
  // COUNTER's robots list on the user agent, whatever the job's mode (the reference's middleware).
  'bot-ua-detector': (settings, resources) => {
    const { robots } = selectCounterRobots(resources);
    return robots === undefined
      ? []
      : [createUserAgentRobotsStage(robots, settings.filters.robots)];
  },
  qualifier: (_settings, resources) => [createQualifierStage(resources.ridCodes)],
  anonymizer: (settings, _resources, toolkit, shared) =>
    settings.cryptedFields.length === 0
      ? []
      : [
          createAnonymizerStage(
            toolkit.createAnonymizer({
              fields: expandCryptedFields(settings.cryptedFields),
              algorithm: settings.cryptingAlgorithm,
              ...(settings.cryptingSalt === undefined ? {} : { salt: settings.cryptingSalt }),
            }),
            expandCryptedFields(settings.cryptedFields),
            shared.hostFacts,
          ),
        ],
};

/** Middleware names `ezPAARSE-Middlewares` may use with this build (for `availableMiddlewares`). */
export const PIPELINE_MIDDLEWARES: readonly string[] = Object.keys(MIDDLEWARE_STAGES);

/**
 * Whether a job geolocates (its chain runs the geolocalizer), so a process running only jobs
 * that do not can skip loading the ~150 MB geolocation database.
 */
export function usesGeolocation(settings: JobSettings): boolean {
  return !settings.cleanOnly && settings.middlewares.includes('geolocalizer');
}

/** A COUNTER R5.1 job whose chain leaves out the deduplicator, which holds COUNTER's rules. */
function countsWithoutDeduplicator(settings: JobSettings): boolean {
  return (
    settings.counterMode === 'r51' &&
    !settings.cleanOnly &&
    !settings.middlewares.includes('deduplicator')
  );
}

/**
 * Builds the job's stage list from its middleware chain, in chain order (Clean-Only keeps only
 * the relevance filter); an unknown middleware is 4025.
 */
export function createPipeline(
  settings: JobSettings,
  resources: PipelineResources,
  toolkit: PipelineToolkit,
): { ok: true; stages: Stage[] } | { ok: false; failure: JobFailure } {
  const stages: Stage[] = [];
  const shared: JobShared = { hostFacts: new HostFactsCache() };
  const addsCounterRules = countsWithoutDeduplicator(settings);
  for (const name of settings.cleanOnly ? ['filter'] : settings.middlewares) {
    const factory = MIDDLEWARE_STAGES[name];
    if (!factory) {
      return { ok: false, failure: createJobFailure(4025, `Middleware not found: ${name}`) };
    }
    stages.push(...factory(settings, resources, toolkit, shared));
    // COUNTER's rules are what makes its figures COUNTER's: a chain without the deduplicator
    // still gets them, right after recognition, where the deduplicator would be.
    if (addsCounterRules && name === 'parser') {
      stages.push(createCounterRulesStage(settings, resources));
    }
  }
  if (settings.counterMode === 'r51' && !settings.cleanOnly) {
    if (addsCounterRules && !settings.middlewares.includes('parser')) {
      stages.push(createCounterRulesStage(settings, resources));
    }
    stages.push(createCounterSessionStage(counterIdentityOf(settings)));
  }
  return { ok: true, stages };
}
