module.exports = {
  testEnvironment: '<rootDir>/src/setup/environment.js',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/src/setup/global-teardown.mjs',
  testTimeout: 60_000,
  maxWorkers: 1,
};
