module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // '@/…' is this app's src/ (tsconfig paths, webpack resolve.alias).
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
