/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  // Each test file boots an embedded Postgres (PGlite); that takes seconds on a busy machine.
  setupFilesAfterEnv: ['<rootDir>/src/test/jest-setup.ts'],
  // A few fastify dependencies ship ESM only; jest runs CommonJS, so compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
