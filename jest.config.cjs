// `npm test`: every project's jest suite in one run, so CI gets a single summary.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/libs/*/jest.config.cjs',
    '<rootDir>/tools/jest.config.cjs',
  ],
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.cjs'],
};
