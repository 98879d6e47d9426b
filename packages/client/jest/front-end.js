// Every front end's jest configuration: swc with React's automatic runtime, tests beside the code, and '@/…' as
// the app's src/ (its tsconfig's paths, the webpack alias). <rootDir> is the app requiring this.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};
