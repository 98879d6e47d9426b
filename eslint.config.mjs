import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vantage from '@vantage/eslint-rules';

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
    rules: { 'vantage/boundaries': 'error' },
  },
  {
    // The game screens' first script stays free of zod: answers are checked in a worker (shared/contracts).
    files: ['mfe-games/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', 'mfe-games/src/shared/contracts/checks.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['sports', 'billing', 'auth', 'staff'].map((contract) => ({
            name: `@vantage/contracts/${contract}`,
            message:
              'Import its zod-free rules (sports-rules, tiers), or check answers with shared/contracts/checkAnswer.ts.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
);
