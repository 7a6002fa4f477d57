// `npm test`: every project's jest suite in one run, so CI gets a single summary.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/libs/*/jest.config.cjs',
    '<rootDir>/tools/jest.config.cjs',
  ],
  // Four workers on two cores: many suites mostly wait (job queues polling, spawned api and
  // worker processes, Postgres round trips), so two more overlap those waits. Measured on a quiet
  // host: 564 s with 2 workers, 345 s with 4, CPU 1.1 → 1.8 cores busy, the same tests passing.
  maxWorkers: 4,
  // A global option (projects cannot set it): database and component tests on a busy 2-core
  // machine can take several seconds.
  testTimeout: 60_000,
  // How long a worker may take to exit once the run ended before jest kills it and warns of
  // leaking tests (default 500 ms). Workers that had nothing left running (no handle, their exit
  // event 0–11 ms after jest's request) still took 0.6–1.4 s to end on a loaded 2-core host:
  // freeing a worker's memory (PGlite, every suite's modules) then outlasts 500 ms, and jest's
  // warning named no leak. A handle left open still gets the warning, 2.5 s later.
  workerGracefulExitTimeout: 3_000,
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.cjs'],
};
