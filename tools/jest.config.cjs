/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'tools',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.test.ts'],
};
