/** @type {import('jest').Config} */
module.exports = { ...require('../../jest.preset.cjs'), displayName: 'jobs', rootDir: __dirname };
