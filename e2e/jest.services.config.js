// Services together in one process, each on its own port, talking over real HTTP (no browser, no build):
// `npx jest -c jest.services.config.js`. The browser tests (jest.config.js) start the composed product instead.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/services/**/*.test.ts'],
  setupFiles: ['<rootDir>/../svc-auth/jest.setup.js'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
