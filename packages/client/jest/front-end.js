// Every front end's jest configuration: swc with React's automatic runtime, tests beside the code, and '@/…' as
// the app's src/ (its tsconfig's paths, the webpack alias). <rootDir> is the app requiring this.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    // antd's components imported by path (SHARED_BY_PATH in @vantage/build-config) from its CommonJS build, the
    // one `antd` itself resolves to under jest: ES modules jest cannot require, and one copy of antd's contexts.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
};
