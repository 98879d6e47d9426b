module.exports = {
  testEnvironment: 'node',
  // The runners are ES modules: keep import() native (not rewritten to require()), so each test file loads
  // them through its own module registry.
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { module: { type: 'commonjs', ignoreDynamic: true } }] },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testTimeout: 20_000,
};
