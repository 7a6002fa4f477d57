// Test helpers other libraries use: the local fake web services and in-memory job runs.
export {
  fakeTitleOf,
  startFakeDoiServices,
  type FakeDoiServices,
  type FakeFault,
} from './fake-doi-services.js';
export { writePackPlatform, type PackManifest } from './pack-platform.js';
export { inputOf, runJob, type JobRun } from './run-job.js';
export { makeEvent, runStage, type StageRun } from './stage-harness.js';
