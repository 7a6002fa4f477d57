/** @type {import('jest').Config} */
module.exports = { ...require('../../jest.preset.cjs'), displayName: 'mail', rootDir: __dirname };
