module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // Real HTTP, a real database and the models on a shared machine: a request that takes 1 s alone takes 10 at a
  // load average of 40, so no test fails on jest's 5 s default for being slow (tests never assert speed).
  testTimeout: 60_000,
};
