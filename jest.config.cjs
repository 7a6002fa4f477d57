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
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.cjs'],
};
