// ESM-only packages (react-intl and the formatjs runtime) are compiled to CommonJS like our sources.
const ESM_ONLY = ['react-intl', '@formatjs', 'intl-messageformat'];

/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'web',
  // Component tests render the real Chakra tree; on a shared 2-core machine they need headroom.
  testTimeout: 30_000,
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: {
    ...require('../../jest.preset.cjs').moduleNameMapper,
    '\\.(css|svg|png)$': '<rootDir>/src/test/file-stub.cjs',
  },
};
