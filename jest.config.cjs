// `npm test`: every project's jest suite in one run, so CI gets a single summary.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/libs/*/jest.config.cjs',
    '<rootDir>/tools/jest.config.cjs',
  ],
  maxWorkers: 2,
  // A global option (projects cannot set it): database and component tests on a busy 2-core
  // machine can take several seconds.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.cjs'],
};
