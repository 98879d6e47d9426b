module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // Tests run on cheap argon2 parameters (one test checks the real ones); see src/passwords/hasher.ts.
  setupFiles: ['<rootDir>/jest.setup.js'],
};
