// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'scratch/**'] },
  // A disable comment that no longer disables anything is an error, the size guards' too.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@texas42/*/src/*', '@texas42/*/dist/*'],
              message: 'import a package by its name, not its files',
            },
          ],
        },
      ],
    },
  },
  {
    // Small files with one idea, short functions with one idea. The only way past either is an
    // eslint-disable comment that says why the thing is one piece (scripts/check-disables.mjs).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // A React component is its markup too: it may run longer than logic.
    files: ['packages/*/src/**/*.tsx', 'packages/web/src/hooks/**/*.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // The engine has no runtime dependencies and imports nothing above it.
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@texas42/*', 'node:*'],
              message: 'the engine imports nothing: plain data and pure functions',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app runs in the browser (its tests and Vite's config run in Node).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // node:test's describe() and it() return promises the runner itself awaits.
    files: ['packages/*/test/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
