import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vantage from '@vantage/eslint-rules';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**'];
const ZOD_CONTRACTS = ['sports', 'billing', 'auth', 'staff', 'api-keys', 'push', 'watchlists', 'openapi'].map(
  (contract) => ({
    name: `@vantage/contracts/${contract}`,
    message:
      'Import its zod-free rules (sports-rules, auth-rules, tiers…), or check answers with @vantage/client/check-answer.',
    allowTypeImports: true,
  }),
);

const BY_PACKAGE_PATH = [
  {
    group: ['./*', '!./answer-checks/*'],
    allowTypeImports: true,
    message: "Import a sibling by its package path ('@vantage/client/<module>'), the shared singleton.",
  },
];

// Front ends name their own src/ as '@/…' (tsconfig paths, webpack alias): an import says where it goes.
const FRONT_ENDS = ['shell', 'mfe-games', 'mfe-account', 'mfe-admin'].map((app) => `${app}/src/**/*.{ts,tsx}`);
const NO_CLIMBING = [{ group: ['../../*'], message: "Import from this app's src/ as '@/…', not by climbing folders." }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'e2e/artifacts/**', 'bench/**/*.json', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortSignal: 'readonly',
        AbortController: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
        module: 'writable',
        require: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The architecture's import boundaries (packages/eslint-rules/src/boundaries.mjs).
    plugins: { vantage },
    rules: { 'vantage/boundaries': 'error', 'vantage/file-names': 'error' },
  },
  {
    files: FRONT_ENDS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: NO_CLIMBING }] },
  },
  // The rules of hooks (the React compiler's checks included: no setState in an effect's body, no ref read
  // while rendering) and accessible JSX, on every React source: the front ends and the client platform.
  { files: [...FRONT_ENDS, 'packages/client/src/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  { files: [...FRONT_ENDS, 'packages/client/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // The first screens' scripts (the shell's, the game screens', the client platform's) stay free of zod:
    // answers are checked in a worker (@vantage/client/check-answer; its checks: packages/client/src/answer-checks).
    // Forms validate with the contracts where they are: the contact page.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-games/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'shell/src/features/company/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: ZOD_CONTRACTS, patterns: NO_CLIMBING }] },
  },
  {
    // The same for the client platform; and its modules import each other by package path: each is a Module
    // Federation singleton under that path, and a relative import bundled a second copy (a second API, store or
    // retry state) in whichever app built the importer.
    files: ['packages/client/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'packages/client/src/answer-checks/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: ZOD_CONTRACTS, patterns: BY_PACKAGE_PATH }],
    },
  },
);
